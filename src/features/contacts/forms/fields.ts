/** Names of the forms' hidden fields, shared by the forms and the server's checks (guard.ts). */
export const HONEYPOT = 'website'
export const TOKEN = 'formToken'
