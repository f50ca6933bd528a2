import { randomBytes } from 'node:crypto'

import sharp from 'sharp'
import { describe, expect, it } from 'vitest'

import { api, editor, login, settled, uploadFile } from '../support/http'

/**
 * The twenty-ninth check from outside: a product's 500 × 600 picture was taken without a word and never shown. Payload
 * makes no size larger than the picture, and the cards asked for all three card sizes (300 × 366, its 2x, 150 × 183):
 * the sheet and the cards showed "Picture not available". What Payload made is shown, else the file as uploaded.
 */
async function uploadPicture(token: string, width: number, height: number) {
  const png = await sharp({ create: { width, height, channels: 3, background: '#7a2b3c' } })
    .png()
    .toBuffer()
  return uploadFile(
    token,
    'media',
    { bytes: png, type: 'image/png', name: `qa29-${width}x${height}.png` },
    {
      alt: `Bottiglia ${width}x${height}`,
    },
  )
}

const sheetPath = {
  it: (slug: string) => `/prodotti/scheda/${slug}/`,
  en: (slug: string) => `/en/products/sheet/${slug}/`,
}

describe('a product picture smaller than the card sizes', () => {
  it.each([
    [500, 600],
    [200, 240],
    // Smaller than every card size: the file as uploaded (the thirtieth check from outside).
    [120, 146],
  ])('%i × %i is shown on the sheet and in the search, in both languages', async (width, height) => {
    const token = await login('users', editor)
    const picture = await uploadPicture(token, width, height)
    const stem = picture.filename.replace(/\.[a-z]+$/, '')
    const suffix = randomBytes(4).toString('hex')
    // The first product's producer, type and sub-type: a product the listings and the search show.
    const model = (
      (await api('/products/?limit=1&depth=0&sort=id', { token })).body.docs as Record<string, number>[]
    )[0]!
    const created = await api('/products/?locale=it&depth=0', {
      token,
      method: 'POST',
      body: JSON.stringify({
        code: `QA29${suffix}`,
        title: `Bianco piccolo ${suffix}`,
        producer: model.producer,
        type: model.type,
        spiritType: model.spiritType,
        pictures: [picture.id],
      }),
    })
    expect(created.status, created.text).toBe(201)
    const id = (created.body.doc as { id: number }).id
    try {
      const slugs = {
        it: (created.body.doc as { slug: string }).slug,
        en: ((await api(`/products/${id}/?locale=en&depth=0`, { token })).body as { slug: string }).slug,
      }
      for (const locale of ['it', 'en'] as const) {
        const res = await settled(sheetPath[locale](slugs[locale]), (r) => r.status === 200)
        const html = await res.text()
        // The sheet's picture, where "Picture not available" was.
        expect(new RegExp(`<img[^>]+src="/api/media/file/${stem}`).test(html), locale).toBe(true)
      }
      await expect
        .poll(
          async () => {
            const found = await api(`/search/?q=${encodeURIComponent(`Bianco piccolo ${suffix}`)}&locale=it`)
            const products = (found.body.products ?? []) as { code: string; image: { card: string } | null }[]
            return products.find((p) => p.code === `QA29${suffix}`)?.image?.card ?? null
          },
          { timeout: 15_000 },
        )
        .toContain(`/api/media/file/${stem}`)
    } finally {
      await api(`/products/${id}/`, { token, method: 'DELETE' })
      await api(`/media/${picture.id}/`, { token, method: 'DELETE' })
    }
  })
})
