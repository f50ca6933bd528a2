import { stringify } from 'qs-esm'

import type { ApiGuard } from './index'

/**
 * The bounds of a read through the REST API (issue 16, findings 2 and 11): Payload accepts `limit=0` (every
 * document), any `depth` up to its maxDepth, `pagination=false` without a limit, and answers 500 to a limit it
 * cannot read. A read asks for at most `MAX_LIMIT` documents, `MAX_DEPTH` levels of relations, and a bad value is
 * a 400 that says what is allowed. Writes (the admin's bulk delete asks for `limit=0`) are left to access control.
 */
/** 250: what the admin's list asks for the titles of the documents its relationship columns show (a producer, a type). */
export const MAX_LIMIT = 250
export const MAX_DEPTH = 2
export const MAX_PAGE = 100_000

type Problem = { field: string; message: string }

const whole = (value: string, min: number, max: number) => /^\d{1,7}$/.test(value) && +value >= min && +value <= max

/** What is wrong with a read's parameters, or an empty list. */
export function queryProblems(params: URLSearchParams): Problem[] {
  const problems: Problem[] = []
  const check = (key: string, value: string, min: number, max: number, what: string) => {
    if (!whole(value, min, max)) problems.push({ field: key, message: `${key} must be ${what} from ${min} to ${max}` })
  }
  for (const [key, value] of params) {
    if (key === 'limit') check(key, value, 1, MAX_LIMIT, 'a whole number')
    else if (key === 'depth') check(key, value, 0, MAX_DEPTH, 'a whole number')
    else if (key === 'page') check(key, value, 1, MAX_PAGE, 'a whole number')
    else if (/^joins\[[^\]]*\]\[limit\]$/.test(key)) check(key, value, 1, MAX_LIMIT, 'a whole number')
    else if (/^joins\[[^\]]*\]\[page\]$/.test(key)) check(key, value, 1, MAX_PAGE, 'a whole number')
  }
  if (params.get('pagination') === 'false' && !params.has('limit')) {
    problems.push({ field: 'pagination', message: `pagination=false needs a limit from 1 to ${MAX_LIMIT}` })
  }
  return problems
}

/**
 * A POST-as-GET read whose JSON body does not parse: Payload parses a body sent as exactly `application/json`
 * itself and answers 500 with an empty body when it cannot (an empty body too).
 */
export class UnreadableQuery extends Error {}

/**
 * The query a read runs with: the URL's, or, for Payload's POST-as-GET, the form in the body. Throws
 * `UnreadableQuery` for a JSON body Payload could not read.
 */
export async function readQuery(request: Request): Promise<URLSearchParams | null> {
  const url = new URL(request.url)
  if (request.method === 'GET') return url.searchParams
  const override =
    request.headers.get('X-Payload-HTTP-Method-Override') === 'GET' ||
    request.headers.get('X-HTTP-Method-Override') === 'GET'
  if (request.method !== 'POST' || !override) return null
  const type = request.headers.get('Content-Type') ?? ''
  const params = new URLSearchParams(url.searchParams)
  if (type.startsWith('application/x-www-form-urlencoded')) {
    for (const [key, value] of new URLSearchParams(await request.clone().text())) params.append(key, value)
  } else if (type.startsWith('application/json')) {
    try {
      const body = (await request.clone().json()) as Record<string, unknown>
      for (const key of ['limit', 'depth', 'page', 'pagination']) {
        if (body && typeof body === 'object' && key in body) params.set(key, String(body[key]))
      }
      // Its where, as the query string would say it, for the check of its values (where-guard.ts).
      if (body && typeof body.where === 'object') {
        for (const [key, value] of new URLSearchParams(stringify({ where: body.where }))) params.append(key, value)
      }
    } catch {
      // Payload reads the body itself only when it is sent as exactly `application/json` (handleEndpoints.js)
      if (type === 'application/json') throw new UnreadableQuery('the body of a POST-as-GET read is no JSON')
    }
  }
  return params
}

export const queryLimits: ApiGuard = async (request, next) => {
  let params: URLSearchParams | null
  try {
    params = await readQuery(request)
  } catch (error) {
    if (!(error instanceof UnreadableQuery)) throw error
    const message = 'a POST-as-GET read sent as application/json needs a JSON body (an object with its where, limit…)'
    return Response.json({ errors: [{ message }] }, { status: 400, headers: { 'Cache-Control': 'no-store' } })
  }
  const problems = params ? queryProblems(params) : []
  if (!problems.length) return next()
  return Response.json(
    { errors: problems.map(({ field, message }) => ({ message, field })) },
    { status: 400, headers: { 'Cache-Control': 'no-store' } },
  )
}
