'use client'

import { type ReactNode, useActionState } from 'react'

import type { Locale } from '@/i18n/locales'

import type { FormState } from '../actions'
import { type FormGuard, TOKEN } from '../forms/fields'
import { CaptchaWidget } from './captcha-widget.client'
import { useEnhancedForm } from './form-hooks.client'
import { FormKit, FormSummary, GuardFields, PrivacyConsent } from './form-kit.client'
import type { FormKitTexts } from './form-texts'

import styles from './forms.module.css'
import buttons from '@/components/ui/button.module.css'

const REQUIRED_NOTE = 'form-required-note'

type EnhancedOptions = Parameters<typeof useEnhancedForm>[0]

const initial: FormState = { values: {}, errors: {}, at: 0 }

/**
 * A site form's state: the server action's answer (`useActionState`), the enhancement (useEnhancedForm: checks in
 * the browser, drafts) and the frame's props (`frame`, spread on `SiteForm`), with `error` and `field` for the form's
 * own fields.
 */
export function useSiteForm({
  kind,
  submit,
  order,
  draft,
  locale,
  guard,
  texts,
  permalink,
}: Pick<EnhancedOptions, 'kind' | 'order' | 'draft'> & {
  submit: (previous: FormState, data: FormData) => Promise<FormState>
  locale: Locale
  guard: FormGuard
  texts: FormKitTexts
  /**
   * Where the form posts before its script runs (or without one), when not the page's own address: the contact form's
   * answer, `…#risposta`, so that a refused send shows its summary, not the wizard's first step two screens above.
   */
  permalink?: string
}) {
  const [state, action, pending] = useActionState(submit, initial, permalink)
  const { ref, handlers, error, count, field } = useEnhancedForm({
    kind,
    state,
    action,
    order,
    validation: texts.validation,
    draft,
  })
  const frame = {
    formRef: ref,
    handlers,
    count,
    privacyError: error('privacy'),
    action,
    state,
    pending,
    locale,
    guard,
    texts,
  }
  return { state, error, field, frame }
}

/** What `useSiteForm` hands the frame: the enhancement, the action's state and the form's setting. */
type SiteFormFrame = ReturnType<typeof useSiteForm>['frame']

type SiteFormProps = SiteFormFrame & {
  className: string
  /** "Fields marked * are required", tied to the form for screen readers; none for a one-field form. */
  requiredNote?: string
  /** Shown under the note, before the fields (the contact form's "Writing to {name}"). */
  intro?: ReactNode
  /** Hidden values the action reads besides the locale and the guard's. */
  hidden?: Record<string, string | number | undefined>
  /** The privacy consent's text, with its link to the notice. */
  privacy: ReactNode
  submit: { label: string; pendingLabel: string; className?: string }
  /** The form's own fields. */
  children: ReactNode
}

/**
 * The frame every form of the site shares (contact, job application, newsletter): the form with its enhancement,
 * the announced summary, the required-fields note, the locale and the guard (signed time, honeypot), then the form's
 * own fields, the privacy consent, the captcha and the submit button, which says so while the form is being sent.
 */
export function SiteForm({
  formRef,
  handlers,
  count,
  privacyError,
  action,
  state,
  pending,
  locale,
  guard,
  texts,
  className,
  requiredNote,
  intro,
  hidden = {},
  privacy,
  submit,
  children,
}: SiteFormProps) {
  return (
    <FormKit texts={texts}>
      <form
        ref={formRef}
        action={action}
        noValidate
        className={className}
        aria-describedby={requiredNote ? REQUIRED_NOTE : undefined}
        {...handlers}
      >
        <FormSummary state={state} count={count} />
        {requiredNote ? (
          <p id={REQUIRED_NOTE} className={styles.note}>
            {requiredNote}
          </p>
        ) : null}
        {intro}
        <input type="hidden" name="locale" value={locale} />
        {Object.entries(hidden).map(([name, value]) =>
          value === undefined ? null : <input key={name} type="hidden" name={name} value={value} />,
        )}
        <GuardFields token={guard.token} kept={state.values[TOKEN]} />
        {children}
        <PrivacyConsent error={privacyError} label={privacy} kept={state.values.privacy === 'on'} />
        <CaptchaWidget captcha={guard.captcha} locale={locale} texts={texts.captcha} resetKey={state.at} />
        <div className={styles.actions}>
          <button
            type="submit"
            className={`${buttons.button} ${styles.submit} ${submit.className ?? ''}`.trim()}
            disabled={pending}
          >
            {pending ? submit.pendingLabel : submit.label}
          </button>
        </div>
      </form>
    </FormKit>
  )
}
