import type { PayloadRequest } from 'payload'

/**
 * Runs a local-API read of another language inside a hook: Payload's local API sets the `req` it is given to the
 * language it reads (`createLocalReq`), and the operation the hook belongs to then went on in that language. A slug
 * check that read English during an Italian create stored the Italian texts as English (the twenty-fifth check's
 * mend, caught by the tests). The request's language is put back however `read` ends.
 */
export async function readInLanguage<T>(req: PayloadRequest, read: () => Promise<T>): Promise<T> {
  const { locale, fallbackLocale } = req
  try {
    return await read()
  } finally {
    req.locale = locale
    req.fallbackLocale = fallbackLocale
  }
}
