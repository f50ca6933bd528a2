import { stringify } from 'qs-esm'

import type { ApiGuard } from './index'
import { type Problem, refusal } from './refusals'

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

const whole = (value: string, min: number, max: number) => /^\d{1,7}$/.test(value) && +value >= min && +value <= max

/** What is wrong with a read's parameters, or an empty list. */
export function queryProblems(params: URLSearchParams): Problem[] {
  const problems: Problem[] = []
  const check = (key: string, value: string, min: number, max: number) => {
    if (!whole(value, min, max))
      problems.push({
        field: key,
        message: {
          it: `${key} dev'essere un numero intero da ${min} a ${max}`,
          en: `${key} must be a whole number from ${min} to ${max}`,
        },
      })
  }
  for (const [key, value] of params) {
    if (key === 'limit') check(key, value, 1, MAX_LIMIT)
    else if (key === 'depth') check(key, value, 0, MAX_DEPTH)
    else if (key === 'page') check(key, value, 1, MAX_PAGE)
    else if (/^joins\[[^\]]*\]\[limit\]$/.test(key)) check(key, value, 1, MAX_LIMIT)
    else if (/^joins\[[^\]]*\]\[page\]$/.test(key)) check(key, value, 1, MAX_PAGE)
  }
  if (params.get('pagination') === 'false' && !params.has('limit')) {
    problems.push({
      field: 'pagination',
      message: {
        it: `pagination=false richiede un limit da 1 a ${MAX_LIMIT}`,
        en: `pagination=false needs a limit from 1 to ${MAX_LIMIT}`,
      },
    })
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
      } else if (body && body.where !== undefined) {
        // A where that is no object, refused as the query string's (where-guard.ts).
        params.set('where', String(body.where))
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
    return refusal(request, [
      {
        field: 'body',
        message: {
          it: 'una lettura POST-as-GET inviata come application/json richiede un corpo JSON (un oggetto con il suo where, limit…)',
          en: 'a POST-as-GET read sent as application/json needs a JSON body (an object with its where, limit…)',
        },
      },
    ])
  }
  const problems = params ? queryProblems(params) : []
  return problems.length ? refusal(request, problems) : next()
}
