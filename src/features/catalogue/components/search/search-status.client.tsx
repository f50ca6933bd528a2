'use client'

import { useTranslations } from 'next-intl'

import type { SearchAnswer } from './search-hooks.client'
import { summaryValues } from './search-summary'

/**
 * Announces the result count politely. Always mounted (a live region must exist before it speaks); `answer`
 * is null while there is nothing current to announce.
 */
export function SearchStatus({ answer }: { answer: SearchAnswer | null }) {
  const t = useTranslations('Search')
  const text = !answer
    ? ''
    : answer.results.products.length || answer.results.producers.length
      ? t('summary', summaryValues(answer.results))
      : t('noResults')
  return (
    <div role="status" className="visually-hidden">
      {text}
    </div>
  )
}
