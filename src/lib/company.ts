/**
 * The company's own name appears in some paths (`/perche-vinea/`, `/news-eventi/news-vinea/`). It is read at
 * build time because it shapes the route table; the default is the demo brand `vinea`.
 */
export const companySlug = (process.env.NEXT_PUBLIC_COMPANY_SLUG || 'vinea').toLowerCase()
export const companyName = process.env.NEXT_PUBLIC_COMPANY_NAME || 'Vinea Distribuzione'

const nameWords = companyName.trim().split(/\s+/)

/** The name as the logo sets it: its first word large, the others beneath it, and the first letter in the seal. */
export const brandWords = { first: nameWords[0] ?? '', rest: nameWords.slice(1).join(' ') }
