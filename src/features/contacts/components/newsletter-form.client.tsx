'use client'

import { useTranslations } from 'next-intl'
import { useActionState } from 'react'

import type { Locale } from '@/i18n/locales'

import type { FormState } from '../actions'
import type { FormGuard } from '../forms/fields'
import { subscribeNewsletter } from '../newsletter-actions'
import { CaptchaWidget } from './captcha-widget.client'
import { useEnhancedForm } from './form-hooks.client'
import { Field, FormSummary, GuardFields, PrivacyConsent, privacyLink } from './form-kit.client'

import styles from './forms.module.css'
import own from './newsletter.module.css'
import buttons from '@/components/ui/button.module.css'

const order = ['email', 'privacy']

/**
 * The newsletter's sign-up (e-mail and consent), on its page and in the home page's banner (`source`). Checked
 * here with the server's schema; without JavaScript the browser posts it and the server answers the same way.
 */

export function NewsletterForm({
  locale,
  guard,
  source,
  label,
}: {
  locale: Locale
  guard: FormGuard
  source: 'page' | 'banner'
  label?: string
}) {
  const t = useTranslations('Forms')
  const tn = useTranslations('Newsletter.form')
  const initial: FormState = { values: {}, errors: {}, at: 0 }
  const [state, action, pending] = useActionState(subscribeNewsletter, initial)
  const { ref, handlers, error, count } = useEnhancedForm({ kind: 'newsletter', state, action, order })

  return (
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
      <Field name="email" label={t('fields.email')} required error={error('email')} help={tn('doubleOptIn')}>
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
      <PrivacyConsent error={error('privacy')} label={tn.rich('consent', { link: privacyLink })} />
      <CaptchaWidget captcha={guard.captcha} resetKey={state.at} />
      <div className={styles.actions}>
        <button type="submit" className={`${buttons.button} ${styles.submit} ${own.submit}`} disabled={pending}>
          {pending ? tn('subscribing') : label || tn('subscribe')}
        </button>
      </div>
    </form>
  )
}
