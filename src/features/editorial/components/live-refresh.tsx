'use client'

import { RefreshRouteOnSave } from '@payloadcms/live-preview-react'
import { useRouter } from 'next/navigation'
import { useSyncExternalStore } from 'react'

const unchanging = () => () => {}

/**
 * The admin's live preview (decision 033): in its frame, the page says it is ready and renders again from the
 * server each time the editor saves (a draft, or a product without drafts). Rendered only in draft mode, so no
 * visitor loads it. The admin is on this site's own origin, the only one whose messages count (none on the server).
 */
export function LiveRefresh() {
  const router = useRouter()
  const origin = useSyncExternalStore(
    unchanging,
    () => window.location.origin,
    () => null,
  )
  return origin ? <RefreshRouteOnSave refresh={router.refresh} serverURL={origin} /> : null
}
