import type { ApiGuard } from './index'
import { refusal } from './refusals'

const FIRST_REGISTER = /^\/api\/[a-z-]+\/first-register\/?$/

/**
 * Payload's first registration (`/api/<auth collection>/first-register`) makes an account for anyone, without a
 * session, while its collection has none. Every account here is made otherwise: the first editor by the start
 * (scripts/prepare-db.ts, DEMO_EDITOR_PASSWORD), the others and every trade customer by an editor. The sixteenth check
 * from outside deleted every editor and then made itself one through it; customers, which a deployment without the
 * demo starts with none of, were open the same way. Closed for every collection, whatever is in it.
 */
export const firstRegisterClosed: ApiGuard = async (request, next) => {
  if (!FIRST_REGISTER.test(new URL(request.url).pathname)) return next()
  return refusal(
    request,
    [
      {
        field: 'email',
        message: {
          it: 'La registrazione del primo account è chiusa: gli account si creano dall’amministrazione.',
          en: 'First-account registration is closed: accounts are created in the admin.',
        },
      },
    ],
    403,
  )
}
