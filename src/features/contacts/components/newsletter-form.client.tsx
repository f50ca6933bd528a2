'use client'

import { useTranslations } from 'next-intl'
import { useActionState } from 'react'
import { useForm } from 'react-hook-form'

import type { Locale } from '@/i18n/locales'

import type { FormState } from '../actions'
import type { FormGuard } from '../forms/fields'
import { subscribeNewsletter } from '../newsletter-actions'
import { CaptchaWidget } from './captcha-widget.client'
import { lazyResolver, useCheckedSubmit, useFieldError, useServerErrors } from './form-hooks.client'
import { Field, FormSummary, GuardFields, PrivacyConsent, privacyLink } from './form-kit.client'

import styles from './forms.module.css'
import own from './newsletter.module.css'
import buttons from '@/components/ui/button.module.css'

type Values = { email: string; privacy: boolean }

const order = ['email', 'privacy']

/**
 * The newsletter's sign-up (e-mail and consent), on its page and in the home page's banner (`source`). Checked
 * here with the server's schema; without JavaScript the browser posts it and the server answers the same way.
 */

/** The form's rules, loaded when it first validates. */
const resolver = lazyResolver<Values>((schemas) => schemas.newsletterSchema)

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
  const form = useForm<Values>({
    resolver,
    mode: 'onTouched',
    defaultValues: { email: state.values.email ?? '', privacy: false },
  })
  useServerErrors(form, state, order)
  const { ref, onSubmit } = useCheckedSubmit(form, action, order)
  const { error, count } = useFieldError(form, state)

  return (
    <form
      ref={ref}
      action={action}
      noValidate
      className={`${styles.form} ${own.form} ${source === 'banner' ? own.banner : ''}`}
      onSubmit={onSubmit}
    >
      <FormSummary state={state} count={count} />
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="source" value={source} />
      <GuardFields token={guard.token} />
      <Field name="email" label={t('fields.email')} required error={error('email')} help={tn('doubleOptIn')}>
        {(aria) => (
          <input
            {...aria}
            {...form.register('email')}
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
      <PrivacyConsent
        error={error('privacy')}
        register={form.register('privacy')}
        label={tn.rich('consent', { link: privacyLink })}
      />
      <CaptchaWidget captcha={guard.captcha} resetKey={state.at} />
      <div className={styles.actions}>
        <button type="submit" className={`${buttons.button} ${styles.submit} ${own.submit}`} disabled={pending}>
          {pending ? tn('subscribing') : label || tn('subscribe')}
        </button>
      </div>
    </form>
  )
}
