import type { Payload, PayloadRequest } from 'payload'

import { type Locale, locales } from '@/i18n/locales'
import { productSlug, slugify } from '@/lib/slug'

import type { Write } from './writes'

/**
 * A feed row's slugs (apply.ts): the ones it leaves out, made as the demo seed makes them, and the check that
 * none of them is another document's before anything is written.
 */

export type Collection = 'producers' | 'products'

// Producers list their products through a join the import never reads. Typed `never` because `joins` takes
// no value at all for a collection without joins (products), which the union of both collections requires.
export const noJoins = false as never

/**
 * Slugs are unique per language. Checked before writing, so that the usual clash is reported in the feed's
 * terms and never found half-way through a document's two languages.
 */
export async function checkSlugsAreFree(
  payload: Payload,
  collection: Collection,
  write: Write,
  req?: PayloadRequest,
): Promise<void> {
  for (const locale of locales) {
    const slug = write[locale].slug
    if (typeof slug !== 'string') continue
    const { docs } = await payload.find({
      collection,
      where: { and: [{ slug: { equals: slug } }, { code: { not_equals: write.shared.code } }] },
      locale,
      depth: 0,
      limit: 1,
      pagination: false,
      joins: noJoins,
      select: { code: true },
      ...(req ? { req } : {}),
    })
    if (docs[0])
      throw new Error(
        `slug_${locale} '${slug}' is already used by ${collection === 'products' ? 'product' : 'producer'} ${docs[0].code}`,
      )
  }
}

export function productDefaults(write: Write): void {
  const code = String(write.shared.code)
  const title = String(write.it.title)
  write.en.title ??= title
  write.it.slug ??= productSlug(title, code)
  write.en.slug ??= productSlug(String(write.en.title), code)
}

/** A producer's slug is its name, as in the demo seed; with its code added when another producer has it. */
export async function producerDefaults(payload: Payload, write: Write, req?: PayloadRequest): Promise<void> {
  const code = String(write.shared.code)
  write.en.name ??= write.it.name
  const free = async (name: string, locale: Locale) => {
    const slug = slugify(name) || slugify(code)
    const { totalDocs } = await payload.count({
      collection: 'producers',
      where: { slug: { equals: slug } },
      locale,
      ...(req ? { req } : {}),
    })
    return totalDocs ? slugify(`${name}-${code}`) : slug
  }
  write.it.slug ??= await free(String(write.it.name), 'it')
  write.en.slug ??= await free(String(write.en.name), 'en')
}
