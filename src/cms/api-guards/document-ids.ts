import { apiNotFound } from '@/lib/url-path'

import type { ApiGuard } from './index'

/**
 * Document and version ids in API paths are whole numbers here (SQLite and PostgreSQL give every collection a
 * serial id): Payload sent `/api/articles/abc/` to the database as `id = NaN`, a failed query and a 500 (found by
 * the security tests' property run, issue 16). In our collections, a segment in an id's place that is neither a
 * number nor one of Payload's named routes is a 404 before Payload sees it.
 */
const namedRoutes = new Set([
  'count',
  'access',
  'versions',
  'forgot-password',
  'init',
  'login',
  'logout',
  'me',
  'refresh-token',
  'first-register',
  'reset-password',
  'unlock',
  'verify',
  'paste-url',
  'file',
  // Submissions' CSV export (src/cms/outbox/endpoints.ts).
  'export',
])

const isId = (segment: string | undefined) => segment === undefined || /^\d{1,15}$/.test(segment)

/** Whether `/api/…` names a document or version by something that cannot be an id. */
export function badDocumentId(pathname: string): boolean {
  const [api, first, second, third, fourth] = pathname.split('/').filter(Boolean)
  // Payload's own collections have routes of their own (`/api/payload-jobs/run`, preferences by key).
  if (api !== 'api' || !first || first.startsWith('payload-')) return false
  if (first === 'globals') return second !== undefined && third === 'versions' && !isId(fourth)
  if (second === undefined) return false
  if (second === 'versions' || second === 'access') return !isId(third)
  if (namedRoutes.has(second)) return false
  return !isId(second)
}

export const documentIds: ApiGuard = async (request, next) => {
  if (!badDocumentId(new URL(request.url).pathname)) return next()
  return apiNotFound()
}
