'use client'

import { useTranslation } from '@payloadcms/ui'

import { adminWords } from './words'

/** Above a submissions list in the admin: downloads every submission of the collection as CSV. */
export function ExportLink({ collectionSlug }: { collectionSlug?: string }) {
  const { i18n } = useTranslation()
  if (!collectionSlug) return null
  return (
    <p style={{ margin: '0 0 1rem' }}>
      <a className="btn btn--style-secondary btn--size-small" href={`/api/${collectionSlug}/export`} download>
        {adminWords(i18n.language).exportCsv}
      </a>
    </p>
  )
}
