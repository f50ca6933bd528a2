/**
 * The largest form a page takes, in MB: a job application's two PDFs of 5,120 KB each and its fields. next.config.ts
 * gives it to the server actions and to the proxy's buffer; src/proxy.ts answers a larger post itself.
 */
export const FORM_BODY_LIMIT_MB = 12
