'use client'

import { useField, useTranslation } from '@payloadcms/ui'
import { useSyncExternalStore } from 'react'

import { inAdminLanguage, w } from '../../admin-labels'
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
 * A time as Payload's date fields beside it show theirs (`dateAndTime.displayFormat`, dd/MM/yyyy HH:mm) and in the
 * same zone, the browser's: in Rome's, the panel said 07:32 for a delivery its "Delivered at" said was at 06:32 (the
 * eleventh check from outside, a browser on UTC).
 */
function asTheDateFields(when: Date) {
  const part = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(when)
      .map(({ type, value }) => [type, value]),
  )
  return `${part.day}/${part.month}/${part.year} ${part.hour}:${part.minute}`
}

/**
 * A submission's delivered channels, read only: each channel and when it was delivered, in the admin's language.
 * Payload's JSON field loaded its code editor from a public CDN, which the admin's policy and a machine without the
 * Internet refuse: the box stayed empty (the eighth check from outside).
 */
export function ChannelsField({ path }: { path: string }) {
  const { value } = useField<Record<string, string> | null>({ path })
  const translation = useTranslation()
  const say = (words: (typeof channelNames)[number][1]) => inAdminLanguage(translation, words)
  // The browser's zone is known in the browser only: the server's render (and hydration) leaves the times out.
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
                {Number.isNaN(when.getTime()) ? String(at) : inBrowser ? asTheDateFields(when) : ''}
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
