/**
 * An attachment's `Content-Disposition`: an ASCII name for old clients and the real one as RFC 8187 says
 * (`filename*`). `encodeURIComponent` leaves `'()*!` as they are, and an apostrophe made the value invalid: the browser
 * saved "Scheda d'abbinamento – più.pdf" as `Scheda_d_abbinamento___pi_.pdf` (the fourth check from outside).
 */
export function attachment(name: string): string {
  const encoded = encodeURIComponent(name).replace(/['()*!]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
  return `attachment; filename="${name.replace(/[^\w.-]/g, '_')}"; filename*=UTF-8''${encoded}`
}
