import config from '@payload-config'

import type { ApiGuard } from './index'
import { readQuery } from './query-limits'
import { parseWhere, schemaFor, whereProblems } from './where-values'

/**
 * A `where` whose values cannot be compared with their fields (where-values.ts) is a 400 naming each, on any
 * method: reads, Payload's POST-as-GET (form or JSON), and the bulk updates and deletes that take a `where`.
 */
export const whereValues: ApiGuard = async (request, next) => {
  const url = new URL(request.url)
  const params = (await readQuery(request)) ?? url.searchParams
  if (![...params.keys()].some((key) => key.startsWith('where['))) return next()
  const schema = schemaFor(url.pathname, await config)
  const problems = schema ? whereProblems(parseWhere(params.toString()), schema) : []
  if (!problems.length) return next()
  return Response.json(
    { errors: problems.map(({ field, message }) => ({ message, field })) },
    { status: 400, headers: { 'Cache-Control': 'no-store' } },
  )
}
