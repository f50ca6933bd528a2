import { PDFDocument } from 'pdf-lib'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'

import type { ProductData } from '../types'
import {
  bannerPicture,
  bottlePicture,
  cataloguePdf,
  coverPicture,
  documentPdf,
  hashString,
  labelPicture,
  portraitPicture,
} from './index'
import { toWinAnsi } from './text'

const look: ProductData['look'] = { shape: 'bordeaux', glass: '#2b3a26', liquid: '#5a1020', label: '#f3ead9' }
const bottle = {
  title: 'Amarone della Valpolicella Classico',
  producer: 'Cantina Monti Lessini',
  typeLabel: 'Vino rosso',
  vintage: '2017',
  look,
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])

async function expectPng(buf: Buffer, width: number, height: number) {
  expect(buf.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true)
  const meta = await sharp(buf).metadata()
  expect(meta.format).toBe('png')
  expect([meta.width, meta.height]).toEqual([width, height])
}

/** Each picture: its size, PNG, the same bytes for the same input, other bytes for another title. */
const pictures: { name: string; width: number; height: number; make: (title: string) => Promise<Buffer> }[] = [
  { name: 'bottlePicture', width: 600, height: 732, make: (title) => bottlePicture({ ...bottle, title }) },
  { name: 'labelPicture', width: 640, height: 662, make: (title) => labelPicture({ ...bottle, title }) },
  {
    name: 'coverPicture',
    width: 1280,
    height: 1324,
    make: (title) => coverPicture({ title, subtitle: 'Trade catalogue', year: 2025 }),
  },
  {
    name: 'bannerPicture large',
    width: 1280,
    height: 1324,
    make: (title) => bannerPicture({ title, subtitle: 'Since 1984', variant: 'large' }),
  },
  {
    name: 'bannerPicture small',
    width: 640,
    height: 662,
    make: (title) => bannerPicture({ title, subtitle: 'Since 1984', variant: 'small' }),
  },
  { name: 'portraitPicture', width: 640, height: 662, make: (name) => portraitPicture({ name }) },
]

// Drawing three large PNGs takes about a second alone, and several on a machine busy with the rest of the run: the
// limit is there to end a hung test, not to time one.
describe('pictures', { timeout: 60_000 }, () => {
  for (const picture of pictures) {
    it(`${picture.name} is a deterministic ${picture.width}x${picture.height} PNG`, async () => {
      const [a, b, other] = await Promise.all([
        picture.make('Giulia Ferrari'),
        picture.make('Giulia Ferrari'),
        picture.make('Marco De Luca'),
      ])
      await expectPng(a, picture.width, picture.height)
      expect(a.equals(b)).toBe(true)
      expect(a.equals(other)).toBe(false)
    })
  }

  it('draws every container shape, and survives markup, CJK and very long words in the text', async () => {
    const shapes: ProductData['look']['shape'][] = ['bordeaux', 'square', 'flask', 'tall', 'round', 'can', 'box']
    const hostile = {
      title: 'Sake <Junmai> & "Daiginjo" 純米大吟醸 Supercalifragilisticexpialidociousextraordinarilylongname '.repeat(
        3,
      ),
      producer: 'Kura </text><script>alert(1)</script> Hoshino',
      typeLabel: 'Sake & co.',
    }
    for (const shape of shapes) {
      const look2 = { ...look, shape, glass: 'rgb(220, 230, 228)', label: 'not-a-colour' }
      await expectPng(await bottlePicture({ ...hostile, look: look2 }), 600, 732)
      await expectPng(await labelPicture({ ...hostile, look: look2 }), 640, 662)
    }
  })
})

describe('hashString', () => {
  it('is 32-bit FNV-1a', () => {
    expect(hashString('')).toBe(0x811c9dc5)
    expect(hashString('a')).toBe(0xe40c292c)
    expect(hashString('foobar')).toBe(0xbf9cf968)
  })
})

describe('toWinAnsi', () => {
  it('keeps what the PDF fonts encode and transliterates or drops the rest', () => {
    expect(toWinAnsi('Bitter alle scorze d’arancia – 40 €')).toBe('Bitter alle scorze d’arancia – 40 €')
    expect(toWinAnsi('Müller-Thurgau, Cachaça, Łódź, Ｇｉｎ')).toBe('Müller-Thurgau, Cachaça, Lódz, Gin')
    expect(toWinAnsi('Sake 日本酒 Junmai')).toBe('Sake Junmai')
  })
})

const products = Array.from({ length: 60 }, (_, i) => ({
  code: `V${String(i + 1).padStart(4, '0')}`,
  title: `Prodotto dimostrativo ${i + 1} ${'日本'.repeat(i % 2)}`,
  producer: ['Distilleria Alpestre Val di Non', 'Glen Corran Distillers', 'Kura Hoshino'][i % 3],
  type: ['Whisky', 'Grappa', 'Gin', 'Sake'][i % 4],
  format: i % 5 === 0 ? undefined : '70 cl',
  alcohol: i % 6 === 0 ? undefined : 40 + (i % 4) * 1.5,
}))
const catalogue = {
  title: 'Catalogo distillati',
  subtitle: 'Selezione Horeca',
  year: 2025,
  company: 'Vinea Distribuzione',
  locale: 'it' as const,
  products,
}

const startsWithPdf = (bytes: Uint8Array) => Buffer.from(bytes.subarray(0, 5)).toString('latin1') === '%PDF-'
const sameBytes = (a: Uint8Array, b: Uint8Array) => Buffer.from(a).equals(Buffer.from(b))

describe('cataloguePdf', () => {
  it('is a PDF of more than one page for 60 products, byte-identical across calls', async () => {
    const [a, b] = [await cataloguePdf(catalogue), await cataloguePdf(catalogue)]
    expect(startsWithPdf(a)).toBe(true)
    expect((await PDFDocument.load(a)).getPageCount()).toBeGreaterThan(1)
    expect(sameBytes(a, b)).toBe(true)
  })

  it('handles no products and 400 products', async () => {
    const empty = await PDFDocument.load(await cataloguePdf({ ...catalogue, locale: 'en', products: [] }))
    expect(empty.getPageCount()).toBe(2)
    const many = Array.from({ length: 400 }, (_, i) => ({ ...products[i % 60], code: `X${i}` }))
    const full = await PDFDocument.load(await cataloguePdf({ ...catalogue, products: many }))
    expect(full.getPageCount()).toBeGreaterThan(8)
  })
})

describe('documentPdf', () => {
  const paragraph =
    'Le presenti condizioni generali di vendita si applicano a tutti gli ordini dei clienti professionali. '
  const make = (sections: number, repeat: number) =>
    documentPdf({
      title: 'Condizioni generali di vendita',
      subtitle: 'Versione semplificata',
      company: 'Vinea Distribuzione',
      locale: 'it',
      sections: Array.from({ length: sections }, (_, i) => ({
        heading: `Articolo ${i + 1}`,
        text: `${paragraph.repeat(repeat)}\n${paragraph}`,
      })),
    })

  it('stays exactly one page, from short to far too long', async () => {
    for (const [sections, repeat] of [
      [1, 1],
      [10, 4],
      [40, 10],
    ]) {
      const bytes = await make(sections, repeat)
      expect(startsWithPdf(bytes)).toBe(true)
      expect((await PDFDocument.load(bytes)).getPageCount()).toBe(1)
    }
  })

  it('is byte-identical across calls', async () => {
    expect(sameBytes(await make(10, 4), await make(10, 4))).toBe(true)
  })
})
