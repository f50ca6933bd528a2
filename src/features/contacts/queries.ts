import 'server-only'

import { unstable_cache } from 'next/cache'

import type { Locale } from '@/i18n/locales'
import { cacheTags } from '@/lib/cache-tags'
import { mediaUrl } from '@/lib/media'
import { getPayloadClient } from '@/lib/payload'
import { provinceByCode } from '@/lib/provinces'
import type { Media } from '@/payload-types'

import { type ContactQuestion, toContactQuestion } from './panel/questions'

export type Person = { name: string; role: string; email: string; phone: string }
export type Office = { id: string; name: string; audience: string; email: string; phone: string; people: Person[] }
export type ContactContent = { orders: string; timetable: string; offices: Office[] }

/** The offices, how to order and the timetable, from the `contact` global (spec §7.3). */
export const getContactContent = unstable_cache(
  async (locale: Locale): Promise<ContactContent> => {
    const payload = await getPayloadClient()
    const contact = await payload.findGlobal({ slug: 'contact', locale, depth: 0 })
    return {
      orders: contact.orders ?? '',
      timetable: contact.timetable ?? '',
      offices: (contact.offices ?? []).map((o, i) => ({
        id: o.id ?? `office-${i}`,
        name: o.name,
        audience: o.audience ?? '',
        email: o.email,
        phone: o.phone ?? '',
        people: (o.people ?? []).map((p) => ({
          name: p.name,
          role: p.role ?? '',
          email: p.email ?? '',
          phone: p.phone ?? '',
        })),
      })),
    }
  },
  ['contact-content'],
  { tags: [cacheTags.global('contact')] },
)

export type Agent = {
  id: number
  name: string
  role: string
  area: string
  abstract: string
  description: string
  provinces: { code: string; name: string }[]
  image: { src: string; src2x: string; alt: string } | null
}

/** The agents (up to 50, spec §9), in the editors' order. */
export const listAgents = unstable_cache(
  async (locale: Locale): Promise<Agent[]> => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({ collection: 'agents', locale, depth: 1, limit: 50, sort: 'order' })
    return docs.map((a) => {
      const media = a.image && typeof a.image === 'object' ? (a.image as Media) : null
      const card = media?.sizes?.cardSmall?.url
      const card2x = media?.sizes?.card?.url
      return {
        id: a.id,
        name: a.name,
        role: a.role ?? '',
        area: a.area ?? '',
        abstract: a.abstract ?? '',
        description: a.description ?? '',
        provinces: (a.provinces ?? []).flatMap((code) => {
          const province = provinceByCode(code)
          return province ? [{ code, name: province.name }] : []
        }),
        image: card && card2x ? { src: mediaUrl(card), src2x: mediaUrl(card2x), alt: media?.alt ?? '' } : null,
      }
    })
  },
  ['agents-list'],
  { tags: [cacheTags.collection('agents')] },
)

/** One agent by id, for a request addressed to them; null when there is none. */
export async function findAgent(locale: Locale, id: string | undefined): Promise<Agent | null> {
  if (!id || !/^\d{1,15}$/.test(id)) return null
  return (await listAgents(locale)).find((a) => String(a.id) === id) ?? null
}

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
