'use client'

import { type ComponentType, useEffect, useState } from 'react'

/**
 * Fetches the live preview's refresh (live-refresh.client.tsx) where it is rendered: in draft mode only. The
 * preview banner is part of every page's layout, so whatever it imports comes with every page's first load, rendered
 * or not (decision 047); this loader is all that does.
 */
export function LiveRefreshLoader() {
  const [Refresh, setRefresh] = useState<ComponentType | null>(null)
  useEffect(() => {
    let mounted = true
    import('./live-refresh.client').then(
      (module) => mounted && setRefresh(() => module.LiveRefresh),
      // An editor's preview without the refresh on save: reloading shows the saved draft.
      () => {},
    )
    return () => {
      mounted = false
    }
  }, [])
  return Refresh ? <Refresh /> : null
}
