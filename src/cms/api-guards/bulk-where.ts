import type { ApiGuard } from './index'
import { refusal } from './refusals'

/** Whether a request is a change to several documents of a collection (`PATCH` or `DELETE /api/{collection}/`). */
export function isBulkWrite(method: string, pathname: string): boolean {
  if (method !== 'PATCH' && method !== 'DELETE') return false
  const [api, collection, ...rest] = pathname.split('/').filter(Boolean)
  return api === 'api' && collection !== undefined && collection !== 'globals' && rest.length === 0
}

/**
 * A change to several documents names which with a `where`: Payload answered one without it "An unknown error
 * occurred." (the twenty-fifth check from outside), which tells the caller nothing. Refused with a 400 that says
 * what is missing; the access rules still decide who may make one.
 */
export const bulkWhere: ApiGuard = async (request, next) => {
  const url = new URL(request.url)
  if (!isBulkWrite(request.method, url.pathname)) return next()
  if ([...url.searchParams.keys()].some((key) => key === 'where' || key.startsWith('where['))) return next()
  return refusal(request, [
    {
      field: 'where',
      message: {
        it: 'Una modifica o un’eliminazione di più documenti indica quali con un `where` nella query.',
        en: 'A change or deletion of several documents names which with a `where` in the query.',
      },
    },
  ])
}
