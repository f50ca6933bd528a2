import { downloadFile } from '@/features/reserved/download-file'
import { asLocale } from '@/i18n/locales'

export const dynamic = 'force-dynamic'

/**
 * A reserved download's file, to a logged-in trade customer only (src/features/reserved/download-file.ts). Next
 * hands the segment over decoded: decoding it again threw on a `%` (`/reserved-area/download/%25/`, a bare 500 to a
 * signed-in customer, the fourth check from outside).
 */
export async function GET(_request: Request, { params }: { params: Promise<{ locale: string; file: string }> }) {
  const { locale, file } = await params
  return downloadFile(asLocale(locale), file)
}
