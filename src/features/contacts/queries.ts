import 'server-only'

import { unstable_cache } from 'next/cache'

import type { Locale } from '@/i18n/locales'
import { cacheTags } from '@/lib/cache-tags'
import { getPayloadClient } from '@/lib/payload'

import { type ContactQuestion, toContactQuestion } from './panel/questions'

/** The contacts panel's questions in their editors' order; an editor's change expires the collection's tag. */
export const listContactQuestions = unstable_cache(
  async (locale: Locale): Promise<ContactQuestion[]> => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({
      collection: 'contact-questions',
      sort: 'order',
      limit: 50,
      depth: 0,
      locale,
    })
    return docs.map(toContactQuestion)
  },
  ['list-contact-questions'],
  { tags: [cacheTags.collection('contact-questions')] },
)
