'use client'

import type { ReactNode } from 'react'

import type { Locale } from '@/i18n/locales'

import { checkedFields, draftFields, type FormGuard } from '../forms/fields'
import { subscribeNewsletter } from '../newsletter-actions'
import { Field } from './form-kit.client'
import type { FormKitTexts } from './form-texts'
import { SiteForm, useSiteForm } from './site-form.client'

import styles from './forms.module.css'
import own from './newsletter.module.css'

const order = [...checkedFields.newsletter]
/** The e-mail typed, kept in the tab until the sign-up is sent: the language switch loads the other language's form. */
const draft = { name: 'newsletter', texts: [...draftFields.newsletter] }

/** The sign-up's texts, translated on the server (newsletter-signup.tsx). */
export type NewsletterFormTexts = {
  kit: FormKitTexts
  email: string
  doubleOptIn: string
  /** The consent, with its link to the privacy notice. */
  consent: ReactNode
  subscribe: string
  subscribing: string
}

/**
 * The newsletter's sign-up (e-mail and consent), on its page and in the home page's banner (`source`). Checked
 * here with the server's schema; without JavaScript the browser posts it and the server answers the same way.
 */
export function NewsletterForm({
  locale,
  guard,
  source,
  label,
  texts,
}: {
  locale: Locale
  guard: FormGuard
  source: 'page' | 'banner'
  label?: string
  texts: NewsletterFormTexts
}) {
  const { error, state, frame } = useSiteForm({
    kind: 'newsletter',
    submit: subscribeNewsletter,
    order,
    draft,
    locale,
    guard,
    texts: texts.kit,
  })

  return (
    <SiteForm
      {...frame}
      className={`${styles.form} ${own.form} ${source === 'banner' ? own.banner : ''}`}
      hidden={{ source }}
      privacy={texts.consent}
      submit={{ label: label || texts.subscribe, pendingLabel: texts.subscribing, className: own.submit }}
    >
      <Field name="email" label={texts.email} required error={error('email')} help={texts.doubleOptIn}>
        {(aria) => (
          <input
            {...aria}
            name="email"
            // Rendered in the HTML, so that a form sent without JavaScript comes back with what was typed.
            defaultValue={state.values.email}
            type="email"
            inputMode="email"
            className={styles.input}
            autoComplete="email"
            spellCheck={false}
          />
        )}
      </Field>
    </SiteForm>
  )
}
