'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useTranslations } from 'next-intl'
import { useActionState, useRef } from 'react'
import { type Resolver, useForm } from 'react-hook-form'

import type { Locale } from '@/i18n/locales'
import { Link } from '@/i18n/navigation'

import { type FormState, submitContactRequest } from '../actions'
import { HONEYPOT, TOKEN } from '../forms/fields'
import { contactSchema } from '../forms/schemas'
import { Field, focusFirst, FormSummary, useDraft, useFieldError, useServerErrors } from './form-kit.client'

import styles from './forms.module.css'
import buttons from '@/components/ui/button.module.css'

export type ProvinceOption = { code: string; name: string; region: string }

type Values = {
  name: string
  surname: string
  company: string
  address: string
  province: string
  email: string
  phone: string
  message: string
  privacy: boolean
}

const order = ['name', 'surname', 'company', 'address', 'province', 'email', 'phone', 'message', 'privacy']

/**
 * The contact form of spec §3 (name, surname, company, address, province, e-mail, phone, message, privacy
 * consent) for one request of the wizard, optionally addressed to an agent. Checked here with the server's own
 * schema before it is sent; works without JavaScript (the server answers with the errors and the typed values).
 */
export function ContactForm({
  locale,
  requestKey,
  agent,
  token,
  provinces,
}: {
  locale: Locale
  requestKey: string
  agent?: { id: number; name: string }
  token: string
  provinces: ProvinceOption[]
}) {
  const t = useTranslations('Forms')
  const initial: FormState = { values: {}, errors: {}, at: 0 }
  const [state, action, pending] = useActionState(submitContactRequest, initial)
  const form = useForm<Values>({
    resolver: zodResolver(contactSchema) as unknown as Resolver<Values>,
    mode: 'onTouched',
    shouldFocusError: false,
    defaultValues: {
      name: state.values.name ?? '',
      surname: state.values.surname ?? '',
      company: state.values.company ?? '',
      address: state.values.address ?? '',
      province: state.values.province ?? '',
      email: state.values.email ?? '',
      phone: state.values.phone ?? '',
      message: state.values.message ?? '',
      privacy: false,
    },
  })
  useServerErrors(form, state, order)
  useDraft(form, 'contact', state.at === 0)
  // Rendered into the HTML too: a form sent without JavaScript comes back with what was typed.
  const kept = (name: string) => state.values[name] ?? ''
  const ref = useRef<HTMLFormElement>(null)
  const checked = useRef(false)
  const { error, count } = useFieldError(form, state)

  const regions = [...new Set(provinces.map((p) => p.region))].sort((a, b) => a.localeCompare(b, locale))

  return (
    <form
      ref={ref}
      action={action}
      noValidate
      className={styles.form}
      aria-describedby="form-required-note"
      onSubmit={(event) => {
        if (checked.current) {
          checked.current = false
          return
        }
        event.preventDefault()
        void form.handleSubmit(
          () => {
            checked.current = true
            // Not from within this submit event: a form ignores requestSubmit() while it fires one.
            setTimeout(() => ref.current?.requestSubmit(), 0)
          },
          (errors) => focusFirst(form, order, errors),
        )(event)
      }}
    >
      <FormSummary state={state} count={count} />
      <p id="form-required-note" className={styles.note}>
        {t('requiredNote')}
      </p>
      {agent ? <p className={styles.to}>{t('writingTo', { name: agent.name })}</p> : null}
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="request" value={requestKey} />
      {agent ? <input type="hidden" name="agent" value={agent.id} /> : null}
      <input type="hidden" name={TOKEN} value={token} />
      <div className={styles.honeypot} aria-hidden="true">
        <label htmlFor="field-website">{t('fields.honeypot')}</label>
        <input id="field-website" type="text" name={HONEYPOT} tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      <div className={styles.grid}>
        <Field name="name" label={t('fields.name')} required error={error('name')}>
          {(aria) => (
            <input
              {...aria}
              {...form.register('name')}
              defaultValue={kept('name')}
              className={styles.input}
              autoComplete="given-name"
            />
          )}
        </Field>
        <Field name="surname" label={t('fields.surname')} required error={error('surname')}>
          {(aria) => (
            <input
              {...aria}
              {...form.register('surname')}
              defaultValue={kept('surname')}
              className={styles.input}
              autoComplete="family-name"
            />
          )}
        </Field>
        <Field name="company" label={t('fields.company')} required error={error('company')}>
          {(aria) => (
            <input
              {...aria}
              {...form.register('company')}
              defaultValue={kept('company')}
              className={styles.input}
              autoComplete="organization"
            />
          )}
        </Field>
        <Field name="address" label={t('fields.address')} error={error('address')}>
          {(aria) => (
            <input
              {...aria}
              {...form.register('address')}
              defaultValue={kept('address')}
              className={styles.input}
              autoComplete="street-address"
            />
          )}
        </Field>
        <Field name="province" label={t('fields.province')} required error={error('province')}>
          {(aria) => (
            <select {...aria} {...form.register('province')} defaultValue={kept('province')} className={styles.input}>
              <option value="">{t('fields.provincePlaceholder')}</option>
              {regions.map((region) => (
                <optgroup key={region} label={region}>
                  {provinces
                    .filter((p) => p.region === region)
                    .map((p) => (
                      <option key={p.code} value={p.code}>
                        {p.name} ({p.code})
                      </option>
                    ))}
                </optgroup>
              ))}
            </select>
          )}
        </Field>
        <Field name="email" label={t('fields.email')} required error={error('email')}>
          {(aria) => (
            <input
              {...aria}
              {...form.register('email')}
              defaultValue={kept('email')}
              type="email"
              inputMode="email"
              className={styles.input}
              autoComplete="email"
            />
          )}
        </Field>
        <Field name="phone" label={t('fields.phone')} error={error('phone')}>
          {(aria) => (
            <input
              {...aria}
              {...form.register('phone')}
              defaultValue={kept('phone')}
              type="tel"
              className={styles.input}
              autoComplete="tel"
            />
          )}
        </Field>
        <Field name="message" label={t('fields.message')} required error={error('message')} wide>
          {(aria) => (
            <textarea
              {...aria}
              {...form.register('message')}
              defaultValue={kept('message')}
              className={styles.input}
              rows={6}
            />
          )}
        </Field>
      </div>
      <PrivacyConsent
        error={error('privacy')}
        register={form.register('privacy')}
        label={t.rich('privacy', {
          link: (chunks) => (
            <Link href="/privacy-policy" target="_blank">
              {chunks}
            </Link>
          ),
        })}
      />
      <div className={styles.actions}>
        <button type="submit" className={`${buttons.button} ${styles.submit}`} disabled={pending}>
          {pending ? t('sending') : t('send')}
        </button>
      </div>
    </form>
  )
}

export function PrivacyConsent({
  error,
  register,
  label,
}: {
  error?: string
  register: ReturnType<ReturnType<typeof useForm>['register']>
  label: React.ReactNode
}) {
  return (
    <div className={styles.field}>
      <div className={styles.check}>
        <input
          id="field-privacy"
          type="checkbox"
          {...register}
          aria-invalid={Boolean(error)}
          aria-required
          aria-describedby={error ? 'field-privacy-error' : undefined}
        />
        <label htmlFor="field-privacy">
          {label}
          <span className={styles.mark} aria-hidden="true">
            *
          </span>
        </label>
      </div>
      {error ? (
        <p id="field-privacy-error" className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  )
}
