'use client'

import { ConfirmationModal, useFormModified, useModal, useRouteTransition, useTranslation } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useEffect, useRef } from 'react'

import { withLocale } from '../locale-switch'

const modalSlug = 'leave-without-saving-locale'

/** The content language a click chose in Payload's language menu (its buttons name their code), if it did. */
function chosenLocale(target: EventTarget | null): string | null {
  if (!(target instanceof Element)) return null
  const button = target.closest('button')
  if (!button || button.disabled) return null
  return button.querySelector('.localizer__locale-code[data-locale]')?.getAttribute('data-locale') ?? null
}

/**
 * Payload's language menu switches a document's content language by a route change its "leave without saving" guard
 * does not see (it watches links; the menu's entries are buttons), and the edits not yet saved were lost (the
 * twenty-sixth check from outside). While the form holds unsaved edits, a choice in that menu asks first, with
 * Payload's own words; leaving anyway switches, staying keeps the edits.
 */
export function LocaleSwitchGuard() {
  const modified = useFormModified()
  const { openModal } = useModal()
  const { t } = useTranslation()
  const router = useRouter()
  const { startRouteTransition } = useRouteTransition()
  const chosen = useRef<string | null>(null)

  useEffect(() => {
    if (!modified) return
    const onClick = (event: MouseEvent) => {
      const code = chosenLocale(event.target)
      if (!code) return
      event.preventDefault()
      event.stopPropagation()
      chosen.current = code
      openModal(modalSlug)
    }
    document.addEventListener('click', onClick, true)
    return () => document.removeEventListener('click', onClick, true)
  }, [modified, openModal])

  return (
    <ConfirmationModal
      body={t('general:changesNotSaved')}
      cancelLabel={t('general:stayOnThisPage')}
      confirmLabel={t('general:leaveAnyway')}
      heading={t('general:leaveWithoutSaving')}
      modalSlug={modalSlug}
      onConfirm={() => {
        const code = chosen.current
        if (code) startRouteTransition(() => router.push(withLocale(window.location.search, code)))
      }}
    />
  )
}
