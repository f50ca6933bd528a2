import { draftMode } from 'next/headers'
import { redirect } from 'next/navigation'

import { sitePath } from '@/i18n/site-path'

// Leaves draft mode (the preview banner's link) and goes back to the page, now as the public sees it: the
// `path` asked for, else the page the link was on, else the home page. Only ever a path of this site.
export const dynamic = 'force-dynamic'

function refererPath(referer: string | null): string | null {
  if (!referer) return null
  try {
    const url = new URL(referer)
    return url.pathname + url.search
  } catch {
    return null
  }
}

export async function GET(request: Request) {
  ;(await draftMode()).disable()
  const asked = new URL(request.url).searchParams.get('path')
  redirect(sitePath(asked) ?? sitePath(refererPath(request.headers.get('referer'))) ?? '/')
}
