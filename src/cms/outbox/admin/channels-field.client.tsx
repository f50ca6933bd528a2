'use client'

import { useField, useTranslation } from '@payloadcms/ui'
import { formatDate } from '@payloadcms/ui/shared'
import { useSyncExternalStore } from 'react'

import { inAdminLanguage, w } from '../../admin-labels'
import { dateAndTime } from '../../fields/dates'
import { outboxWords } from './words'

/** A channel's name as the editor reads it: the stored names carry a date where one submission has several. */
const channelNames = [
  [/^office$/, w('E-mail all’ufficio', 'Office mail')],
  [/^copy$/, w('Copia al visitatore', 'Copy to the visitor')],
  [/^confirm-/, w('E-mail di conferma', 'Confirmation mail')],
  [/^webhook/, w('Webhook', 'Webhook')],
] as const

const noChange = () => () => {}

/**
 * A submission's delivered channels, read only: each channel and when it was delivered, in the admin's language.
 * Payload's JSON field loaded its code editor from a public CDN, which the admin's policy and a machine without the
 * Internet refuse: the box stayed empty (the eighth check from outside).
 */
export function ChannelsField({ path }: { path: string }) {
  const { value } = useField<Record<string, string> | null>({ path })
  const translation = useTranslation()
  const say = (words: (typeof channelNames)[number][1]) => inAdminLanguage(translation, words)
  // As the date fields beside them ("Delivered at"): their form, and the browser's zone, known in the browser only (in
  // Rome's, the panel said 07:32 for a delivery at 06:32 on a browser in UTC; the eleventh check from outside). The
  // server's render, and hydration, leave the times out.
  const inBrowser = useSyncExternalStore(
    noChange,
    () => true,
    () => false,
  )
  const entries = Object.entries(value && typeof value === 'object' ? value : {})
  return (
    <div className="field-type" style={{ marginBottom: 'var(--base)' }}>
      <span className="field-label">{inAdminLanguage(translation, outboxWords.channels)}</span>
      {entries.length ? (
        <ul style={{ margin: 0, paddingLeft: '1.2rem' }}>
          {entries.map(([name, at]) => {
            const label = channelNames.find(([pattern]) => pattern.test(name))?.[1]
            const when = new Date(at)
            return (
              <li key={name}>
                {label ? say(label) : name}:{' '}
                {Number.isNaN(when.getTime())
                  ? String(at)
                  : inBrowser
                    ? formatDate({ date: when, i18n: translation.i18n, pattern: dateAndTime.displayFormat })
                    : ''}
              </li>
            )
          })}
        </ul>
      ) : (
        <p style={{ margin: 0 }}>{inAdminLanguage(translation, outboxWords.noChannel)}</p>
      )}
    </div>
  )
}
