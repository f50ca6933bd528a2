import 'server-only'

import { hitAddressLimit } from '@/cms/auth/limiter'
import { defaultLocale, isLocale, type Locale } from '@/i18n/locales'
import { localizePath } from '@/i18n/route-table'
import { localPath } from '@/i18n/site-path'
import { ADULT_COOKIE, ADULT_MAX_AGE, isAdult } from '@/lib/age-gate'
import { clientAddress } from '@/lib/client-address'
import { env } from '@/lib/env'
import type { Rule } from '@/lib/rate-limit/rules'
import { isOwnOrigin } from '@/lib/site-origins'

/**
 * The age gate on the server (issue 13, item 1; decision 021). The pages are cached for everybody, so the gate's
 * markup is on every page and a stylesheet made for each request hides it: `GET /api/age-gate/style/` answers
 * the rules for this visitor (hidden for a stored adult flag; for anyone else, the page behind does not
 * scroll). It is render-blocking in the page's head, so the gate is decided before the first paint, with or
 * without JavaScript. `POST /api/age-gate/` is the gate's form without JavaScript: "adult" stores the flag
 * and returns to the page; "minor" stores nothing and returns to the page at the gate's minor message.
 */

/**
 * The rules for a visitor: the gate hidden once they said they are an adult. Behind the deployment's nginx the proxy
 * answers the same rules itself (deploy/nginx/site.conf.template, decision 041; the edge-cache test compares them).
 */
/** The page while the gate asks: not answered in this tab, and not one readable without answering. */
const asking = 'html:not([data-age-checked]) body:not(:has([data-age-gate-exempt]))'

export function gateStyle(cookieHeader: string | null): Response {
  const css = isAdult(cookieHeader)
    ? '[data-age-gate]{display:none}\n'
    : // The page under the gate is out of reach as well as out of sight: without JavaScript nothing makes it inert
      // (age-gate.client.tsx does), and Tab went through the header's and the page's links, hidden under the gate,
      // before the gate's buttons (the eleventh check from outside). Hidden content takes no focus.
      `${asking}{overflow:hidden}\n${asking}>:not([data-age-gate]){visibility:hidden}\n`
  return new Response(css, {
    headers: {
      'Content-Type': 'text/css; charset=utf-8',
      // Per visitor, and it changes with their answer: never kept by a shared cache, asked again on each load.
      'Cache-Control': 'private, no-cache',
      Vary: 'Cookie',
    },
  })
}

/**
 * Per address: every visitor behind one address shares it (an office, a hotel, a fair's network). At 30 the
 * gate came back on every page for all of them, "I am 18" silently not kept (the seventh check from outside); the
 * answer costs a cookie, so the limit only stops a flood.
 */
export const ageGateRule: Rule = { free: 600, windowMs: 10 * 60_000 }

const ownOrigin = (origin: string, request: Request) => isOwnOrigin(origin, request, env.SITE_URL)

/** Where to go back to: the page the form was sent from, on this site, else the home of the language. */
function returnPath(request: Request, locale: Locale): string {
  const home = localizePath('/', locale)
  const referer = request.headers.get('referer')
  if (!referer) return home
  try {
    const url = new URL(referer)
    return ownOrigin(url.origin, request) ? localPath(`${url.pathname}${url.search}`) : home
  } catch {
    return home
  }
}

const text = (status: number, body: string) =>
  new Response(body, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } })

/** The stored adult flag: the gate's answer, and an editor's preview (decision 033), which no age gate covers. */
export const adultFlagCookie = `${ADULT_COOKIE}=1; Path=/; Max-Age=${ADULT_MAX_AGE}; SameSite=Lax; HttpOnly${
  env.SITE_URL.startsWith('https:') ? '; Secure' : ''
}`

/** The gate's form, sent without JavaScript (with JavaScript, the gate answers `fetch` the same way). */
export async function answerGate(request: Request): Promise<Response> {
  const origin = request.headers.get('origin')
  if (origin && origin !== 'null' && !ownOrigin(origin, request)) return text(403, 'Forbidden')
  const verdict = await hitAddressLimit('age-gate', ageGateRule, clientAddress(request.headers, env.TRUST_PROXY))
  if (verdict && !verdict.allowed) {
    return text(
      429,
      'Troppe risposte da questo indirizzo: riprova tra qualche minuto.\nToo many answers from this address: try again in a few minutes.',
    )
  }
  let form: FormData
  try {
    form = await request.formData()
  } catch {
    return text(400, 'A form with choice=adult or choice=minor is expected')
  }
  const choice = form.get('choice')
  const given = String(form.get('locale') ?? '')
  const locale = isLocale(given) ? given : defaultLocale
  if (choice !== 'adult' && choice !== 'minor') return text(400, 'A form with choice=adult or choice=minor is expected')
  const back = returnPath(request, locale)
  const headers = new Headers({ 'Cache-Control': 'no-store' })
  if (choice === 'adult') {
    headers.append('Set-Cookie', adultFlagCookie)
    headers.set('Location', back)
  } else {
    // Nothing stored: back to the page, at the gate's message for a minor (shown by `:target`).
    headers.set('Location', `${back}#age-gate-minor`)
  }
  // With JavaScript the gate asks for JSON and stays on the page.
  if (request.headers.get('accept')?.includes('application/json')) {
    headers.delete('Location')
    headers.set('Content-Type', 'application/json')
    return new Response(JSON.stringify({ choice }), { status: 200, headers })
  }
  return new Response(null, { status: 303, headers })
}
