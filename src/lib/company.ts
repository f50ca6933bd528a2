/**
 * The company's own name appears in some paths (`/perche-vinea/`, `/news-eventi/news-vinea/`). It is read at
 * build time because it shapes the route table; the default is the demo brand `vinea`.
 */
export const companySlug = (process.env.NEXT_PUBLIC_COMPANY_SLUG || 'vinea').toLowerCase()
export const companyName = process.env.NEXT_PUBLIC_COMPANY_NAME || 'Vinea Distribuzione'
