'use client'

import { useRouter } from 'next/navigation'
import { useEffect } from 'react'

/**
 * The admin's live preview (decision 033): in its frame, the page tells the admin it is ready and renders again
 * from the server each time the editor saves (a draft, or a product without drafts). Rendered only in draft mode,
 * so no visitor loads it. Payload's protocol, as `@payloadcms/live-preview-react`'s `RefreshRouteOnSave` speaks
 * it: that package trails Payload by a patch version, which Payload's own dependency check refuses. The admin is
 * on this site's own origin: only messages from it count, and the ready message goes only there.
 */
export function LiveRefresh() {
  const router = useRouter()
  useEffect(() => {
    const admin = window.location.origin
    const onMessage = (event: MessageEvent) => {
      const data: unknown = event.data
      if (event.origin !== admin || typeof data !== 'object' || data === null) return
      if ((data as { type?: unknown }).type === 'payload-document-event') router.refresh()
    }
    window.addEventListener('message', onMessage)
    // The admin waits for this before it sends anything (an iframe's parent, or the window that opened a popup).
    ;(window.opener ?? window.parent)?.postMessage({ type: 'payload-live-preview', ready: true }, admin)
    return () => window.removeEventListener('message', onMessage)
  }, [router])
  return null
}
