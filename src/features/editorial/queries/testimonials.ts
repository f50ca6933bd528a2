import 'server-only'

import { unstable_cache } from 'next/cache'

import type { Locale } from '@/i18n/locales'
import { cacheTags } from '@/lib/cache-tags'
import { getPayloadClient } from '@/lib/payload'

import { type Testimonial, toTestimonial } from './blocks'

/** Testimonials in their editors' order; `ids` keeps only those (a block's choice), in that order. */
export const listTestimonials = unstable_cache(
  async (locale: Locale, ids: number[] = []): Promise<Testimonial[]> => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({
      collection: 'testimonials',
      where: ids.length ? { id: { in: ids } } : undefined,
      sort: 'order',
      limit: 50,
      depth: 0,
      locale,
    })
    const all = docs.map(toTestimonial)
    return ids.length ? ids.flatMap((id) => all.filter((t) => t.id === id)) : all
  },
  ['list-testimonials'],
  { tags: [cacheTags.collection('testimonials')] },
)
