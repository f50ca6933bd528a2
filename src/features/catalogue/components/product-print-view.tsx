import type { Locale } from '@/i18n/locales'
import { companyName } from '@/lib/company'

import type { ProductDetail } from '../queries'

/** One A4 page: the product's tech sheet, printed from the print layout. */
export function ProductPrintView({ product }: { locale: Locale; product: ProductDetail }) {
  return (
    <article>
      <p>{companyName}</p>
      <h1>{product.title}</h1>
      <p>{product.producer}</p>
      <p>{product.description}</p>
      <p>{product.code}</p>
    </article>
  )
}
