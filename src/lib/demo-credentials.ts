/**
 * The passwords of the demo accounts, published in the README and `.env.example`: fine on a local address, never
 * anywhere else. The password policy refuses them for real accounts, and the server refuses to serve a
 * non-local address while an account still has one (docs/decisions/014-security.md).
 * No 'server-only' here: scripts import it too.
 */
export const DEMO_EDITOR_EMAIL = 'editor@vinea.demo'
export const DEMO_EDITOR_PASSWORD = 'vinea-demo-2026'
export const DEMO_CUSTOMER_EMAIL = 'cliente@vinea.demo'
export const DEMO_CUSTOMER_PASSWORD = 'vinea-cliente-2026'

export const demoPasswords: readonly string[] = [DEMO_EDITOR_PASSWORD, DEMO_CUSTOMER_PASSWORD]

/** The demo's B2B store, linked from the reserved area's menu when DEMO_CONTENT is on and B2B_STORE_URL unset. */
export const DEMO_B2B_STORE_URL = 'https://b2b.vinea.demo/'
