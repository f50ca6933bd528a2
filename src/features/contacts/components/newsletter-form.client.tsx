'use client'

import { type ReactNode, useActionState } from 'react'

import type { Locale } from '@/i18n/locales'

import type { FormState } from '../actions'
import { checkedFields, type FormGuard } from '../forms/fields'
import { subscribeNewsletter } from '../newsletter-actions'
import { CaptchaWidget } from './captcha-widget.client'
import { useEnhancedForm } from './form-hooks.client'
import { Field, FormKit, FormSummary, GuardFields, PrivacyConsent } from './form-kit.client'
import type { FormKitTexts } from './form-texts'

import styles from './forms.module.css'
import own from './newsletter.module.css'
import buttons from '@/components/ui/button.module.css'

const order = [...checkedFields.newsletter]

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
  const initial: FormState = { values: {}, errors: {}, at: 0 }
  const [state, action, pending] = useActionState(subscribeNewsletter, initial)
  const { ref, handlers, error, count } = useEnhancedForm({
    kind: 'newsletter',
    state,
    action,
    order,
    validation: texts.kit.validation,
  })

  return (
    <FormKit texts={texts.kit}>
      <form
        ref={ref}
        action={action}
        noValidate
        className={`${styles.form} ${own.form} ${source === 'banner' ? own.banner : ''}`}
        {...handlers}
      >
        <FormSummary state={state} count={count} />
        <input type="hidden" name="locale" value={locale} />
        <input type="hidden" name="source" value={source} />
        <GuardFields token={guard.token} />
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
        <PrivacyConsent error={error('privacy')} label={texts.consent} />
        <CaptchaWidget captcha={guard.captcha} locale={locale} texts={texts.kit.captcha} resetKey={state.at} />
        <div className={styles.actions}>
          <button type="submit" className={`${buttons.button} ${styles.submit} ${own.submit}`} disabled={pending}>
            {pending ? texts.subscribing : label || texts.subscribe}
          </button>
        </div>
      </form>
    </FormKit>
  )
}
