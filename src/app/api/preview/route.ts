import { draftMode } from 'next/headers'

import { signedInEditor } from '@/cms/auth/editor-session'
import { adultFlagCookie } from '@/features/site/age-gate/endpoint'
import { sitePath } from '@/i18n/site-path'

// The admin's Preview button (decision 011): an editor signed in to the admin (Payload's session cookie, no
// secret in the URL) enters draft mode and lands on the page's real path, which then shows the latest draft.
export const dynamic = 'force-dynamic'

const refuse = (error: string, status: number) =>
  Response.json({ error }, { status, headers: { 'Cache-Control': 'no-store' } })

export async function GET(request: Request) {
  if (!(await signedInEditor(request.headers))) {
    return refuse('Only an editor signed in to the admin can preview drafts', 403)
  }
  const path = sitePath(new URL(request.url).searchParams.get('path'))
  if (!path) return refuse('path must be a page of this site, such as /blog/{slug}/', 400)
  ;(await draftMode()).enable()
  // An editor is the company's staff, of age: the age gate does not cover the page they preview, in a tab or in
  // the admin's live preview pane (decision 033). The same flag as the gate's own answer.
  return new Response(null, {
    status: 307,
    headers: { Location: path, 'Set-Cookie': adultFlagCookie, 'Cache-Control': 'no-store' },
  })
}
