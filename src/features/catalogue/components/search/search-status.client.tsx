'use client'

import { useTranslations } from 'next-intl'

import type { SearchAnswer } from './search-hooks.client'

/**
 * Announces the result count politely. Always mounted (a live region must exist before it speaks); `answer`
 * is null while there is nothing current to announce.
 */
export function SearchStatus({ answer }: { answer: SearchAnswer | null }) {
  const t = useTranslations('Search')
  const { products, producers } = answer?.results ?? { products: [], producers: [] }
  const text = !answer
    ? ''
    : products.length || producers.length
      ? t('summary', { products: products.length, producers: producers.length })
      : t('noResults')
  return (
    <div role="status" className="visually-hidden">
      {text}
    </div>
  )
}
