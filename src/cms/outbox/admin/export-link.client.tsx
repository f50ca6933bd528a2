'use client'

/** Above a submissions list in the admin: downloads every submission of the collection as CSV. */
export function ExportLink({ collectionSlug }: { collectionSlug?: string }) {
  if (!collectionSlug) return null
  return (
    <p style={{ margin: '0 0 1rem' }}>
      <a className="btn btn--style-secondary btn--size-small" href={`/api/${collectionSlug}/export`} download>
        Export CSV
      </a>
    </p>
  )
}
