import type { DefaultServerCellComponentProps } from 'payload'

import type { Media } from '@/payload-types'

/** The picture's id, whether the list read the relation as an id or as a document. */
const firstId = (cellData: unknown): number | null => {
  const first: unknown = Array.isArray(cellData) ? cellData[0] : null
  if (typeof first === 'number') return first
  if (first && typeof first === 'object' && 'id' in first) return Number((first as { id: unknown }).id)
  return null
}

/**
 * The product list's picture column (issue 15, item 6): the card's picture (the first), small, or nothing.
 * A server cell: it reads the picture's small size itself, one query per row of the page.
 */
export async function CardPictureCell({ cellData, payload, rowData }: DefaultServerCellComponentProps) {
  const id = firstId(cellData)
  if (id === null) return null
  const media = (await payload
    .findByID({ collection: 'media', id, depth: 0, select: { alt: true, sizes: { cardSmall: true } } })
    .catch(() => null)) as Pick<Media, 'alt' | 'sizes'> | null
  const small = media?.sizes?.cardSmall
  if (!small?.url) return null
  return (
    // The admin's list: the picture is already its small derivative, next/image would add nothing.
    // eslint-disable-next-line @next/next/no-img-element
    <img
      src={small.url}
      alt={typeof media?.alt === 'string' && media.alt ? media.alt : String(rowData.title ?? '')}
      width={small.width ?? 150}
      height={small.height ?? 183}
      loading="lazy"
      style={{ display: 'block', width: 40, height: 'auto' }}
    />
  )
}
