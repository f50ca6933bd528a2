/**
 * The company's own name appears in slugs (spec §2: `{company}`). It is read at build time because it
 * shapes the route table; DESIGN.md: default demo brand `vinea`.
 */
export const companySlug = (process.env.NEXT_PUBLIC_COMPANY_SLUG || 'vinea').toLowerCase()
export const companyName = process.env.NEXT_PUBLIC_COMPANY_NAME || 'Vinea Distribuzione'
