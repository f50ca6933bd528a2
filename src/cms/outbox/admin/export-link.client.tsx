'use client'

import { useTranslation } from '@payloadcms/ui'

import { inAdminLanguage } from '../../admin-labels'
import { outboxWords } from './words'

/** Above a submissions list in the admin: downloads every submission of the collection as CSV. */
export function ExportLink({ collectionSlug }: { collectionSlug?: string }) {
  const translation = useTranslation()
  if (!collectionSlug) return null
  return (
    <p style={{ margin: '0 0 1rem' }}>
      <a className="btn btn--style-secondary btn--size-small" href={`/api/${collectionSlug}/export`} download>
        {inAdminLanguage(translation, outboxWords.exportCsv)}
      </a>
    </p>
  )
}
