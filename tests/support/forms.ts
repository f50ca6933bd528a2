/**
 * The site's forms as a browser without JavaScript sends them: the page's form, its hidden fields (React's
 * server-action references among them) and the visitor's values, posted as multipart form data to the page.
 * Used by the forms' integration, security and reliability tests and by the forms benchmark.
 */
import fs from 'node:fs'
import path from 'node:path'

import { decode } from './form-post.mjs'

export type { OpenForm, Upload } from './form-post.mjs'
export { afterFillTime, formIn, openForm, sendForm } from './form-post.mjs'

/** The field errors a page shows (`<p id="field-…-error">`), by field. */
export function fieldErrors(html: string): Record<string, string> {
  const errors: Record<string, string> = {}
  for (const m of html.matchAll(/<p id="field-([\w-]+)-error"[^>]*>([\s\S]*?)<\/p>/g)) {
    errors[m[1]!] = decode(m[2]!.replace(/<[^>]+>/g, ''))
  }
  return errors
}

/**
 * A minimal PDF: its magic bytes, and the cross-reference table and end marker near its end that the site (and
 * Payload's upload check) look for; padded to `size` bytes in its body when asked.
 */
export function pdfBytes(size = 0): Uint8Array {
  const head = Buffer.from('%PDF-1.4\n')
  const tail = Buffer.from(
    '1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n' +
      'xref\n0 3\n0000000000 65535 f \ntrailer<</Size 3/Root 1 0 R>>\nstartxref\n0\n%%EOF\n',
  )
  const padding = Math.max(0, size - head.length - tail.length)
  return Buffer.concat([head, Buffer.alloc(padding, 0x20), tail])
}

/** The form's own message (too fast, too many requests…): the text of its alert, empty when it has none. */
export function formAlert(html: string): string {
  return decode(/<div class="[^"]*summary[^"]*" role="alert"[^>]*>([^<]*)<\/div>/.exec(html)?.[1] ?? '')
}

export const mailDir = () => process.env.TEST_MAIL_DIR ?? path.resolve(import.meta.dirname, '../../.cache/test/mail')

/** The raw mails received so far whose text contains `needle`. */
export function mailsContaining(needle: string, dir = mailDir()): string[] {
  if (!fs.existsSync(dir)) return []
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .map((f) => fs.readFileSync(path.join(dir, f), 'utf8'))
    .filter((raw) => raw.includes(needle))
}

/** Waits (up to `ms`) for at least `count` mails containing `needle`. */
export async function waitForMails(needle: string, count = 1, ms = 30_000): Promise<string[]> {
  const deadline = Date.now() + ms
  for (;;) {
    const found = mailsContaining(needle)
    if (found.length >= count || Date.now() > deadline) return found
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}

/** A header of a raw mail (unfolded). */
export const header = (raw: string, name: string) =>
  new RegExp(`^${name}:\\s*(.*(?:\\r?\\n[ \\t].*)*)`, 'im')
    .exec(raw)?.[1]
    ?.replace(/\r?\n[ \t]+/g, ' ')
    .trim() ?? ''
