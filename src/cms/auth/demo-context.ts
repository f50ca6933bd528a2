/**
 * The local API's `context` flag with which the demo seed gives the demo accounts their published passwords
 * (src/lib/demo-credentials.ts), which the password policy refuses to anyone else. `context` exists only in the
 * local API: Payload builds an empty one for every HTTP request, so no request can set it.
 */
export const DEMO_ACCOUNT_CONTEXT = 'demoAccountWithPublishedPassword'

export const demoAccountContext = { [DEMO_ACCOUNT_CONTEXT]: true } as const
