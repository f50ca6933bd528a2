import type { ApiGuard } from './index'
import { refusal } from './refusals'

/**
 * The deepest nesting of objects and arrays a write's JSON may have. The deepest a document holds is a rich text's
 * nested lists, two levels a node (the node and its `children`): a list ten deep inside a block stays under 80.
 * Payload walks a body's fields and rich texts recursively, and some 5,000 levels ran out of stack: a
 * `RangeError` and a 500 for an editor's hostile body (the twenty-fifth check from outside).
 */
export const MAX_BODY_DEPTH = 256

/**
 * How deep `text`'s objects and arrays nest, read without parsing (no recursion, and no parse of a body that is
 * refused); stops counting past `limit`. Brackets inside strings do not count; malformed JSON is left to Payload.
 */
export function jsonDepth(text: string, limit = Number.POSITIVE_INFINITY): number {
  let depth = 0
  let deepest = 0
  let inString = false
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (inString) {
      if (c === 0x5c)
        i++ // a backslash escapes the next character
      else if (c === 0x22) inString = false
    } else if (c === 0x22) inString = true
    else if (c === 0x7b || c === 0x5b) {
      depth++
      if (depth > deepest) deepest = depth
      if (deepest > limit) return deepest
    } else if (c === 0x7d || c === 0x5d) depth--
  }
  return deepest
}

const writes = new Set(['POST', 'PATCH', 'PUT'])

/** The JSON a write carries, as Payload reads it: the body, or a form's `_payload` field (the admin's saves). */
async function writtenJson(request: Request): Promise<string | null> {
  const type = request.headers.get('Content-Type') ?? ''
  if (type.includes('application/json')) return request.clone().text()
  if (type.startsWith('multipart/form-data')) {
    try {
      const field = (await request.clone().formData()).get('_payload')
      return typeof field === 'string' ? field : null
    } catch {
      return null // an unreadable form is Payload's to refuse
    }
  }
  return null
}

/** A write nested deeper than MAX_BODY_DEPTH is refused with a 400 and a sentence before Payload reads it. */
export const bodyDepth: ApiGuard = async (request, next) => {
  if (!writes.has(request.method)) return next()
  const json = await writtenJson(request)
  if (json === null || jsonDepth(json, MAX_BODY_DEPTH) <= MAX_BODY_DEPTH) return next()
  return refusal(request, [
    {
      field: 'body',
      message: {
        it: `I dati inviati sono annidati troppo in profondità: al massimo ${MAX_BODY_DEPTH} livelli.`,
        en: `The data sent is nested too deep: at most ${MAX_BODY_DEPTH} levels.`,
      },
    },
  ])
}
