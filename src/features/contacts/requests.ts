import type { Query } from '@/core/route-page'
import { type Locale, locales } from '@/i18n/locales'
import { firstValue } from '@/lib/query-value'

/**
 * The contact page's request wizard (spec §2: "The visitor first chooses a request type, then gets either a
 * department contact or a form"). Each step is a URL: `/contatti/?richiesta=ordini` | `/en/contacts/?request=orders`
 * shows the answer to that request, so the wizard works without JavaScript and every answer can be linked to.
 *
 * An answer is an office of the `contact` global (found by its audience), the contact form of an audience, or a
 * page of its own (job applications).
 */
export type FormAudience = 'horeca' | 'agents' | 'producers'
export type OfficeAudience = 'orders' | 'administration' | 'events' | 'press'

export type RequestAnswer =
  | { kind: 'office'; audience: OfficeAudience }
  | { kind: 'form'; audience: FormAudience }
  | { kind: 'page'; pathname: '/contacts/work-with-us' }

export type RequestType = {
  key: string
  slug: Record<Locale, string>
  answer: RequestAnswer
  /** Offered in the wizard's first step; the agent request is reached from the agents page only. */
  listed: boolean
}

export const requestTypes: readonly RequestType[] = [
  { key: 'orders', slug: { it: 'ordini', en: 'orders' }, answer: { kind: 'office', audience: 'orders' }, listed: true },
  {
    key: 'priceLists',
    slug: { it: 'listini', en: 'price-lists' },
    answer: { kind: 'form', audience: 'horeca' },
    listed: true,
  },
  {
    key: 'becomeCustomer',
    slug: { it: 'diventare-cliente', en: 'become-a-customer' },
    answer: { kind: 'form', audience: 'horeca' },
    listed: true,
  },
  {
    key: 'administration',
    slug: { it: 'amministrazione', en: 'accounts' },
    answer: { kind: 'office', audience: 'administration' },
    listed: true,
  },
  {
    key: 'events',
    slug: { it: 'eventi-e-formazione', en: 'events-and-training' },
    answer: { kind: 'office', audience: 'events' },
    listed: true,
  },
  {
    key: 'producers',
    slug: { it: 'produttori', en: 'producers' },
    answer: { kind: 'form', audience: 'producers' },
    listed: true,
  },
  {
    key: 'agents',
    slug: { it: 'diventare-agente', en: 'become-an-agent' },
    answer: { kind: 'form', audience: 'agents' },
    listed: true,
  },
  { key: 'press', slug: { it: 'stampa', en: 'press' }, answer: { kind: 'office', audience: 'press' }, listed: true },
  {
    key: 'job',
    slug: { it: 'lavoro', en: 'jobs' },
    answer: { kind: 'page', pathname: '/contacts/work-with-us' },
    listed: true,
  },
  {
    key: 'agent',
    slug: { it: 'agente', en: 'agent' },
    answer: { kind: 'form', audience: 'horeca' },
    listed: false,
  },
]

/** The query parameters of the wizard and of the agent finder, in each language. */
export const wizardParams = {
  request: { it: 'richiesta', en: 'request' },
  agent: { it: 'agente', en: 'agent' },
  province: { it: 'provincia', en: 'province' },
} as const satisfies Record<string, Record<Locale, string>>

export function requestBySlug(locale: Locale, slug: string | undefined): RequestType | undefined {
  return slug ? requestTypes.find((r) => r.slug[locale] === slug) : undefined
}

export function requestByKey(key: string): RequestType | undefined {
  return requestTypes.find((r) => r.key === key)
}

/** The id of the wizard's answer, which its links name: in the page's language, as the query's names are. */
export const answerId: Record<Locale, string> = { it: 'risposta', en: 'answer' }

/**
 * The link to a request's answer: `/contatti/?richiesta=ordini#risposta` (`/en/contacts/?request=orders#answer`), and
 * `&agente=12` for a request addressed to an agent.
 */
export function requestHref(locale: Locale, request: RequestType, agentId?: string | number) {
  const query: Record<string, string> = { [wizardParams.request[locale]]: request.slug[locale] }
  if (agentId !== undefined) query[wizardParams.agent[locale]] = String(agentId)
  return { pathname: '/contacts' as const, query, hash: answerId[locale] }
}

/** The fixed identifier of each form (spec §3: two for contact and two for work-with-us, one per language). */
export const formKey = (form: 'contact' | 'work-with-us', locale: Locale) => `${form}-${locale}`

/**
 * The agents' finder's province in the agents page's alternates, under the other language's name: the language switch
 * led to the finder without the search (the fifth check from outside).
 */
export function provinceAlternateQuery(query: Query, target: Locale): URLSearchParams {
  for (const from of locales) {
    const province = firstValue(query[wizardParams.province[from]]).trim().slice(0, 100)
    if (province) return new URLSearchParams({ [wizardParams.province[target]]: province })
  }
  return new URLSearchParams()
}

/**
 * The wizard's step in the contacts page's alternates (`queryRoute`'s `alternateQuery`): the request chosen, and the
 * agent written to, under the other language's names. The language switch led back to the wizard's first step
 * (the third check from outside).
 */
export function wizardAlternateQuery(query: Query, target: Locale): URLSearchParams {
  const kept = new URLSearchParams()
  for (const from of locales) {
    const request = requestBySlug(from, firstValue(query[wizardParams.request[from]]))
    if (!request) continue
    kept.set(wizardParams.request[target], request.slug[target])
    const agent = firstValue(query[wizardParams.agent[from]])
    if (/^\d{1,9}$/.test(agent)) kept.set(wizardParams.agent[target], agent)
    break
  }
  return kept
}
