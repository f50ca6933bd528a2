import { sitePath } from '@/i18n/site-path'
import type { ContactQuestion as ContactQuestionDoc } from '@/payload-types'

/** A link under an answer: a page of this site (followed in place) or an address elsewhere. */
export type ContactQuestionCta = { label: string; href: string; external: boolean }

/** One question of the contacts panel, as the panel shows it. */
export type ContactQuestion = { id: number; title: string; text: string; cta: ContactQuestionCta | null }

const externalHref = /^(https:\/\/|mailto:|tel:)/

/**
 * An editor's call to action, when it has both a label and an address the panel may link to: a path of this
 * site (any route of the table, in either language) or an https, mailto or tel address. Anything else
 * (a `javascript:` address, a path that is no page) is left out rather than shown broken.
 */
export function toCta(cta: ContactQuestionDoc['cta']): ContactQuestionCta | null {
  const label = cta?.label?.trim()
  const url = cta?.url?.trim()
  if (!label || !url) return null
  if (externalHref.test(url)) return { label, href: url, external: true }
  const path = sitePath(url)
  return path ? { label, href: path, external: false } : null
}

export const toContactQuestion = (doc: ContactQuestionDoc): ContactQuestion => ({
  id: doc.id,
  title: doc.title,
  text: doc.text,
  cta: toCta(doc.cta),
})
