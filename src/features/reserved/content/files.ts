import { type Locale, localeTags } from '@/i18n/locales'
import { localizePath } from '@/i18n/route-table'

const units = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const

/**
 * A file's size as people read it, in decimal units with the language's own number format: 1 234 567 bytes are
 * "1.2 MB" in English and "1,2 MB" in Italian; one decimal below 10, none above.
 */
export function formatFileSize(bytes: number, locale: Locale): string {
  let value = Math.max(0, bytes)
  let unit = 0
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000
    unit += 1
  }
  // 999 950 bytes round to "1000 kB": shown as the next unit instead.
  if (unit < units.length - 1 && Math.round(value * 10) / 10 >= 1000) {
    value /= 1000
    unit += 1
  }
  return new Intl.NumberFormat(localeTags[locale], {
    style: 'unit',
    unit: units[unit],
    unitDisplay: 'short',
    maximumFractionDigits: unit > 0 && value < 10 ? 1 : 0,
  }).format(value)
}

/** A file's type as people know it: its extension in capitals (PDF, XLSX), else the media type's subtype. */
export function fileTypeLabel({ filename, mimeType }: { filename?: string | null; mimeType?: string | null }): string {
  const extension = /\.([a-z0-9]{1,8})$/i.exec(filename ?? '')?.[1]
  if (extension) return extension.toUpperCase()
  const subtype = /^[\w-]+\/(?:x-)?([\w.+-]+)$/.exec(mimeType ?? '')?.[1]
  return subtype ? subtype.toUpperCase() : ''
}

/**
 * Where a reserved download is served to a logged-in customer, as an attachment (never a public file URL): a page of
 * the reserved area, so the login guard runs first (src/features/reserved/download-file.ts).
 */
export const downloadHref = (code: string, locale: Locale) =>
  localizePath('/reserved-area/download/[file]', locale, { file: code })
