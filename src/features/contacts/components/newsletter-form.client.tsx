'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useTranslations } from 'next-intl'
import { startTransition, useActionState, useRef } from 'react'
import { type Resolver, useForm } from 'react-hook-form'

import type { Locale } from '@/i18n/locales'
import { Link } from '@/i18n/navigation'

import type { FormState } from '../actions'
import { HONEYPOT, TOKEN } from '../forms/fields'
import { newsletterSchema } from '../forms/schemas'
import { subscribeNewsletter } from '../newsletter-actions'
import { PrivacyConsent } from './contact-form.client'
import { Field, FormSummary, useFieldError, useServerErrors } from './form-kit.client'

import styles from './forms.module.css'
import own from './newsletter.module.css'
import buttons from '@/components/ui/button.module.css'

type Values = { email: string; privacy: boolean }

const order = ['email', 'privacy']

/**
 * The newsletter's sign-up (e-mail and consent), on its page and in the home page's banner (`source`). Checked
 * here with the server's schema; without JavaScript the browser posts it and the server answers the same way.
 */
export function NewsletterForm({
  locale,
  token,
  source,
  label,
}: {
  locale: Locale
  token: string
  source: 'page' | 'banner'
  label?: string
}) {
  const t = useTranslations('Forms')
  const tn = useTranslations('Newsletter.form')
  const initial: FormState = { values: {}, errors: {}, at: 0 }
  const [state, action, pending] = useActionState(subscribeNewsletter, initial)
  const form = useForm<Values>({
    resolver: zodResolver(newsletterSchema) as unknown as Resolver<Values>,
    mode: 'onTouched',
    defaultValues: { email: state.values.email ?? '', privacy: false },
  })
  useServerErrors(form, state, order)
  const ref = useRef<HTMLFormElement>(null)
  const { error, count } = useFieldError(form, state)

  return (
    <form
      ref={ref}
      action={action}
      noValidate
      className={`${styles.form} ${own.form} ${source === 'banner' ? own.banner : ''}`}
      // Checked here first; a valid form goes to the action directly. (Submitting the form again from here with
      // requestSubmit() is ignored by browsers when validation ends while the first submit event is dispatched.)
      onSubmit={(event) => {
        event.preventDefault()
        void form.handleSubmit(() => {
          if (ref.current) startTransition(() => action(new FormData(ref.current!)))
        })(event)
      }}
    >
      <FormSummary state={state} count={count} />
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="source" value={source} />
      <input type="hidden" name={TOKEN} value={token} />
      <div className={styles.honeypot} aria-hidden="true">
        <label htmlFor="field-website">{t('fields.honeypot')}</label>
        <input id="field-website" type="text" name={HONEYPOT} tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
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
        label={tn.rich('consent', {
          link: (chunks) => (
            <Link href="/privacy-policy" target="_blank">
              {chunks}
            </Link>
          ),
        })}
      />
      <div className={styles.actions}>
        <button type="submit" className={`${buttons.button} ${styles.submit} ${own.submit}`} disabled={pending}>
          {pending ? tn('subscribing') : label || tn('subscribe')}
        </button>
      </div>
    </form>
  )
}
