import type { TextField } from 'payload'

import { reservedPageKeys } from '../access'
import { inAdminLanguage, w } from '../admin-labels'

/**
 * The keys a static page can have: one per page of the site that reads a static page (the routes' `cmsKey`), the
 * reserved area's included. The key is how a route finds its page; any other key fills no page.
 */
export const staticPageKeys: readonly string[] = [
  'home',
  'philosophy',
  'why',
  'credits',
  'newsletter',
  'sales-conditions',
  'cookie-policy',
  'privacy-policy',
  'candidates',
  'contacts',
  'contacts-agents',
  'contacts-horeca',
  'contacts-producers',
  'contacts-work-with-us',
  ...reservedPageKeys,
]

const messages = {
  missing: w('Una pagina statica ha bisogno della sua chiave', 'A static page needs its key'),
  unknown: (key: string) =>
    w(
      `Nessuna pagina del sito ha la chiave «${key}»: una pagina statica usa una di queste chiavi: ${staticPageKeys.join(', ')}`,
      `No page of the site has the key “${key}”: a static page takes one of these keys: ${staticPageKeys.join(', ')}`,
    ),
}

type KeyOptions = { siblingData?: unknown; req?: { i18n?: { language?: string } } }

/**
 * A static page's key must name a page of the site. It was a free text: a key changed to what an editor would guess
 * from the address (`filosofia`, `homepage`) was saved, and the public page lost its text and blocks without a sign,
 * still answering 200 (the eighteenth check from outside). A check rather than a select, so that no table changes.
 * A landing page's key is its own (the seed's), read by no route.
 */
export function checkPageKey(value: unknown, { siblingData, req }: KeyOptions = {}): string | true {
  if ((siblingData as { kind?: unknown } | undefined)?.kind === 'landing') return true
  if (typeof value !== 'string' || value === '') return inAdminLanguage(req, messages.missing)
  return staticPageKeys.includes(value) ? true : inAdminLanguage(req, messages.unknown(value))
}

export const pageKeyField: TextField = {
  name: 'key',
  label: w('Chiave', 'Key'),
  type: 'text',
  unique: true,
  index: true,
  validate: checkPageKey,
  admin: {
    description: w(
      `Pagine statiche: la pagina del sito che riempiono (${staticPageKeys.slice(0, 4).join(', ')}, …): non cambiarla`,
      `Static pages: the page of the site they fill (${staticPageKeys.slice(0, 4).join(', ')}, …): leave it as it is`,
    ),
  },
}
