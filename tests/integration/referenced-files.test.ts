import { randomBytes } from 'node:crypto'

import { describe, expect, it } from 'vitest'

import { api, base, editor, login, uploadFile } from '../support/http'

/**
 * The fourth check from outside: files that pages use, deleted or changed in the admin. An article kept a deleted
 * cover (a broken picture and `og:image`) until the article itself was saved again; a PDF that a catalogue needs was
 * removed from the disk by a delete the database then refused ("An unknown error occurred."), and the catalogue linked
 * a 404.
 */
const page = async (pathname: string) => (await fetch(`${base}${pathname}`, { headers: { Cookie: 'adult=1' } })).text()

/** A delete of `path` refused with `status`, with the admin's sentence in each of its languages. */
async function expectRefusedDelete(
  token: string,
  path: string,
  status: 403 | 409,
  sentences: { it: string; en: string },
) {
  for (const [language, sentence] of Object.entries(sentences)) {
    const refused = await api(path, { token, method: 'DELETE', headers: { 'Accept-Language': language } })
    expect(refused.status, `${language}: ${refused.text}`).toBe(status)
    expect(refused.text).toContain(sentence)
  }
}

/** A copy of an existing file of `collection`, uploaded under a name of its own. */
async function upload(token: string, collection: 'media' | 'documents', data: Record<string, unknown>) {
  const existing = await api(`/${collection}/?limit=1&depth=0`, { token })
  const source = (existing.body.docs as { filename: string; mimeType: string }[])[0]!
  const bytes = await (
    await fetch(`${base}/api/${collection}/file/${encodeURIComponent(source.filename)}`)
  ).arrayBuffer()
  const extension = source.filename.split('.').pop()!
  const name = `qa4-${randomBytes(4).toString('hex')}.${extension}`
  return uploadFile(token, collection, { bytes, type: source.mimeType, name }, data)
}

describe('files that pages use', () => {
  it("an article's cover deleted leaves its page at the next request, in both languages", async () => {
    const token = await login('users', editor)
    const picture = await upload(token, 'media', { alt: 'Copertina da eliminare' })
    const stem = picture.filename.replace(/\.[a-z]+$/, '')
    const suffix = randomBytes(4).toString('hex')
    const slugs = { it: `copertina-eliminata-${suffix}`, en: `cover-deleted-${suffix}` }
    const created = await api('/articles/?locale=it', {
      token,
      method: 'POST',
      body: JSON.stringify({
        section: 'news',
        tags: ['news'],
        publishedAt: new Date().toISOString(),
        title: `Copertina eliminata ${suffix}`,
        slug: slugs.it,
        heroImage: picture.id,
        _status: 'published',
      }),
    })
    expect(created.status, created.text).toBe(201)
    const id = (created.body.doc as { id: number }).id
    const paths = [`/news-eventi/articolo/${slugs.it}/`, `/en/news-eventi/articolo/${slugs.en}/`]
    try {
      const english = await api(`/articles/${id}/?locale=en`, {
        token,
        method: 'PATCH',
        body: JSON.stringify({ title: `Cover deleted ${suffix}`, slug: slugs.en, _status: 'published' }),
      })
      expect(english.status, english.text).toBe(200)
      for (const path of paths) expect(await page(path), path).toContain(`/api/media/file/${stem}`)
      expect((await api(`/media/${picture.id}/`, { token, method: 'DELETE' })).status).toBe(200)
      for (const path of paths) {
        await expect
          .poll(async () => (await page(path)).includes(`/api/media/file/${stem}`), { timeout: 15_000 })
          .toBe(false)
      }
    } finally {
      await api(`/articles/${id}/`, { token, method: 'DELETE' })
      await api(`/media/${picture.id}/`, { token, method: 'DELETE' })
    }
  })

  it("a catalogue's PDF is not deleted while the catalogue needs it: the editor is told why, the file stays", async () => {
    const token = await login('users', editor)
    const pdf = await upload(token, 'documents', { title: 'Listino da tenere' })
    const suffix = randomBytes(4).toString('hex')
    const title = `Catalogo con il suo PDF ${suffix}`
    const created = await api('/catalogues/?locale=it', {
      token,
      method: 'POST',
      body: JSON.stringify({ code: `QA4-${suffix}`, title, slug: `catalogo-pdf-${suffix}`, year: 2026, pdf: pdf.id }),
    })
    expect(created.status, created.text).toBe(201)
    const catalogue = (created.body.doc as { id: number }).id
    const file = `${base}/api/documents/file/${encodeURIComponent(pdf.filename)}`
    try {
      for (const [language, sentence] of [
        ['it', `Questo PDF è il file di un catalogo («${title}»)`],
        ['en', `This PDF is the file of a catalogue («${title}»)`],
      ] as const) {
        const refused = await api(`/documents/${pdf.id}/`, {
          token,
          method: 'DELETE',
          headers: { 'Accept-Language': language },
        })
        expect(refused.status).toBe(409)
        expect(refused.text).toContain(sentence)
        expect((await fetch(file)).status).toBe(200)
        expect((await api(`/documents/${pdf.id}/`, { token })).status).toBe(200)
      }
      // Once no catalogue needs it, it goes, its file with it.
      expect((await api(`/catalogues/${catalogue}/`, { token, method: 'DELETE' })).status).toBe(200)
      expect((await api(`/documents/${pdf.id}/`, { token, method: 'DELETE' })).status).toBe(200)
      expect((await fetch(file)).status).toBe(404)
    } finally {
      await api(`/catalogues/${catalogue}/`, { token, method: 'DELETE' })
      await api(`/documents/${pdf.id}/`, { token, method: 'DELETE' })
    }
  })

  // The twenty-sixth check from outside: the sales conditions' PDF went without a word, and the Italian page then
  // offered the English file.
  it("the sales conditions' PDF is not deleted while the site settings name it: the editor is told where", async () => {
    const token = await login('users', editor)
    for (const [locale, language, sentence] of [
      ['it', 'it', 'Questo PDF è quello delle condizioni di vendita (IT) nelle Impostazioni del sito'],
      ['en', 'en', "This PDF is the sales conditions' (EN) in the Site settings"],
    ] as const) {
      const settings = await api(`/globals/site-settings/?locale=${locale}&fallback-locale=none&depth=0`, { token })
      const pdf = settings.body.salesConditionsPdf as number
      expect(typeof pdf, locale).toBe('number')
      const refused = await api(`/documents/${pdf}/`, {
        token,
        method: 'DELETE',
        headers: { 'Accept-Language': language },
      })
      expect(refused.status, refused.text).toBe(409)
      expect(refused.text).toContain(sentence)
      expect((await api(`/documents/${pdf}/`, { token })).status).toBe(200)
    }
  })

  it('a type that a product has is not deleted: the editor is told why; once free, it goes', async () => {
    const token = await login('users', editor)
    const suffix = randomBytes(4).toString('hex')
    const term = await api('/taxonomy-terms/?locale=it', {
      token,
      method: 'POST',
      body: JSON.stringify({
        group: 'type',
        code: `QA4T${suffix}`,
        label: `Tipologia ${suffix}`,
        slug: `tipologia-${suffix}`,
      }),
    })
    expect(term.status, term.text).toBe(201)
    const termId = (term.body.doc as { id: number }).id
    const producer = ((await api('/producers/?limit=1&depth=0', { token })).body.docs as { id: number }[])[0]!
    const product = await api('/products/?locale=it', {
      token,
      method: 'POST',
      body: JSON.stringify({
        code: `QA4P${suffix}`,
        title: `Prodotto ${suffix}`,
        slug: `prodotto-${suffix}`,
        producer: producer.id,
        type: termId,
      }),
    })
    expect(product.status, product.text).toBe(201)
    const productId = (product.body.doc as { id: number }).id
    try {
      await expectRefusedDelete(token, `/taxonomy-terms/${termId}/`, 409, {
        it: "Un prodotto ha ancora questa tipologia: assegnane un'altra o eliminali prima.",
        en: 'A product still has this type: give them another or delete them first.',
      })
      expect((await api(`/products/${productId}/`, { token, method: 'DELETE' })).status).toBe(200)
      expect((await api(`/taxonomy-terms/${termId}/`, { token, method: 'DELETE' })).status).toBe(200)
    } finally {
      await api(`/products/${productId}/`, { token, method: 'DELETE' })
      await api(`/taxonomy-terms/${termId}/`, { token, method: 'DELETE' })
    }
  })

  // The twenty-seventh check from outside: deleting a country that 8 products and a producer had took it from them
  // without a word, its listing pages answered 404, and making it again linked nothing back.
  it('any filter value that a product, a producer or an article has is not deleted; once free, it goes', async () => {
    const token = await login('users', editor)
    const suffix = randomBytes(4).toString('hex')
    const post = async (collection: string, data: Record<string, unknown>) => {
      const res = await api(`/${collection}/?locale=it&depth=0`, { token, method: 'POST', body: JSON.stringify(data) })
      expect(res.status, res.text).toBe(201)
      return (res.body.doc as { id: number }).id
    }
    const remove = (collection: string, id: number) => api(`/${collection}/${id}/`, { token, method: 'DELETE' })
    const country = await post('taxonomy-terms', {
      group: 'country',
      code: `qa27c${suffix}`,
      label: `Paese ${suffix}`,
      slug: `paese-${suffix}`,
    })
    const producer = ((await api('/producers/?limit=1&depth=0', { token })).body.docs as { id: number }[])[0]!
    const type = (
      (await api('/taxonomy-terms/?where[group][equals]=type&limit=1&depth=0', { token })).body.docs as { id: number }[]
    )[0]!
    const product = await post('products', {
      code: `QA27P${suffix}`,
      title: `Prodotto ${suffix}`,
      slug: `prodotto-27-${suffix}`,
      producer: producer.id,
      type: type.id,
      country,
    })
    const maker = await post('producers', {
      code: `QA27M${suffix}`,
      name: `Produttore ${suffix}`,
      slug: `produttore-27-${suffix}`,
      country,
    })
    const article = await post('articles', {
      title: `Articolo ${suffix}`,
      slug: `articolo-27-${suffix}`,
      section: 'blog',
      tags: ['blog'],
      topics: [country],
      _status: 'draft',
    })
    try {
      const value = `/taxonomy-terms/${country}/`
      await expectRefusedDelete(token, value, 409, {
        it: 'Un prodotto ha ancora questo valore: toglilo dal prodotto o eliminali prima.',
        en: 'A product still has this value: remove it from the product or delete them first.',
      })
      expect((await remove('products', product)).status).toBe(200)
      await expectRefusedDelete(token, value, 409, {
        it: 'Un produttore ha ancora questo valore: toglilo prima.',
        en: 'A producer still has this value: remove it first.',
      })
      expect((await remove('producers', maker)).status).toBe(200)
      await expectRefusedDelete(token, value, 409, {
        it: 'Un articolo ha ancora questo argomento: toglilo prima.',
        en: 'An article still has this topic: remove it first.',
      })
      expect((await remove('articles', article)).status).toBe(200)
      expect((await api(`/taxonomy-terms/${country}/?depth=0`, { token })).status).toBe(200)
      expect((await remove('taxonomy-terms', country)).status).toBe(200)
    } finally {
      await remove('products', product)
      await remove('producers', maker)
      await remove('articles', article)
      await remove('taxonomy-terms', country)
    }
  })

  // The thirtieth check from outside: a menu type with sub-types and no products was deleted, and its sub-types were
  // left without a parent, which no product could then be given.
  it('a type that has sub-types is not deleted; once they are gone, it goes', async () => {
    const token = await login('users', editor)
    const suffix = randomBytes(4).toString('hex')
    const post = async (data: Record<string, unknown>) => {
      const res = await api('/taxonomy-terms/?locale=it&depth=0', { token, method: 'POST', body: JSON.stringify(data) })
      expect(res.status, res.text).toBe(201)
      return (res.body.doc as { id: number }).id
    }
    const type = await post({ group: 'type', code: `QA30T${suffix}`, label: `Tipo ${suffix}`, slug: `tipo-${suffix}` })
    const sub = await post({
      group: 'typespirits',
      code: `QA30S${suffix}`,
      label: `Sotto ${suffix}`,
      slug: `sotto-${suffix}`,
      parent: type,
    })
    try {
      await expectRefusedDelete(token, `/taxonomy-terms/${type}/`, 409, {
        it: 'Un valore dipende ancora da questo (le sue sottotipologie): eliminalo o spostalo prima.',
        en: 'A value still depends on this one (its sub-types): delete or move it first.',
      })
      expect((await api(`/taxonomy-terms/${sub}/?depth=0`, { token })).body.parent).toBe(type)
      expect((await api(`/taxonomy-terms/${sub}/`, { token, method: 'DELETE' })).status).toBe(200)
      expect((await api(`/taxonomy-terms/${type}/`, { token, method: 'DELETE' })).status).toBe(200)
    } finally {
      await api(`/taxonomy-terms/${sub}/`, { token, method: 'DELETE' })
      await api(`/taxonomy-terms/${type}/`, { token, method: 'DELETE' })
    }
  })

  // The twenty-seventh check from outside: a special project and a static page of the site were deleted, with their
  // pages (404, or a heading with no text) and everything written in them.
  it('a project that products name and a page the site reads are not deleted, and stay as they were', async () => {
    const token = await login('users', editor)
    const project = (
      (await api('/projects/?where[code][equals]=wine-legacy&depth=0', { token })).body.docs as {
        id: number
        title: string
      }[]
    )[0]!
    await expectRefusedDelete(token, `/projects/${project.id}/`, 409, {
      it: 'parte di questo progetto: toglilo dai prodotti o eliminali prima.',
      en: 'part of this project: remove it from them or delete them first.',
    })
    expect((await api(`/projects/${project.id}/?depth=0`, { token })).body.title).toBe(project.title)

    const philosophy = (
      (await api('/pages/?where[key][equals]=philosophy&depth=0&locale=it', { token })).body.docs as {
        id: number
        title: string
      }[]
    )[0]!
    await expectRefusedDelete(token, `/pages/${philosophy.id}/`, 403, {
      it: 'Questa pagina riempie la pagina «philosophy» del sito',
      en: "This page fills the site's page “philosophy”, which would be left empty without it",
    })
    expect((await api(`/pages/${philosophy.id}/?depth=0&locale=it`, { token })).body.title).toBe(philosophy.title)
    expect(await page('/filosofia/')).toContain(philosophy.title)
  })

  // The twenty-fourth check from outside: deleting a sub-type took its products off the site without a word; moving
  // one under another type, or into another filter, left its products contradictory and their saves refused.
  it('a sub-type that a product has is neither deleted nor moved to another type or filter; once free, it is', async () => {
    const token = await login('users', editor)
    const suffix = randomBytes(4).toString('hex')
    const terms = ((await api('/taxonomy-terms/?where[group][equals]=type&limit=2&depth=0', { token })).body.docs ??
      []) as { id: number }[]
    const [type, otherType] = terms
    const sub = await api('/taxonomy-terms/?locale=it', {
      token,
      method: 'POST',
      body: JSON.stringify({
        group: 'typespirits',
        code: `QA24S${suffix}`,
        label: `Sottotipologia ${suffix}`,
        parent: type!.id,
      }),
    })
    expect(sub.status, sub.text).toBe(201)
    const subId = (sub.body.doc as { id: number }).id
    const producer = ((await api('/producers/?limit=1&depth=0', { token })).body.docs as { id: number }[])[0]!
    const product = await api('/products/?locale=it', {
      token,
      method: 'POST',
      body: JSON.stringify({
        code: `QA24P${suffix}`,
        title: `Prodotto ${suffix}`,
        producer: producer.id,
        type: type!.id,
        spiritType: subId,
      }),
    })
    expect(product.status, product.text).toBe(201)
    const productId = (product.body.doc as { id: number }).id
    const sheet = `/prodotti/scheda/${(product.body.doc as { slug: string }).slug}/`
    try {
      for (const [language, deleted, moved, reparented] of [
        [
          'it',
          'Un prodotto ha ancora questa sottotipologia e senza di essa lascerebbe il sito',
          'Un prodotto ha ancora questo valore: il suo filtro non cambia finché è in uso.',
          'Un prodotto ha ancora questa sottotipologia: la sua tipologia non cambia finché è in uso.',
        ],
        [
          'en',
          'A product still has this sub-type and would leave the site without it',
          'A product still has this value: its filter cannot change while it is in use.',
          'A product still has this sub-type: its type cannot change while it is in use.',
        ],
      ] as const) {
        const headers = { 'Accept-Language': language }
        const refused = await api(`/taxonomy-terms/${subId}/`, { token, method: 'DELETE', headers })
        expect(refused.status).toBe(409)
        expect(refused.text).toContain(deleted)
        const regrouped = await api(`/taxonomy-terms/${subId}/`, {
          token,
          method: 'PATCH',
          headers,
          body: JSON.stringify({ group: 'color', parent: null }),
        })
        expect(regrouped.status).toBe(400)
        expect(regrouped.text).toContain(moved)
        const retyped = await api(`/taxonomy-terms/${subId}/`, {
          token,
          method: 'PATCH',
          headers,
          body: JSON.stringify({ parent: otherType!.id }),
        })
        expect(retyped.status).toBe(400)
        expect(retyped.text).toContain(reparented)
      }
      // Nothing changed: the product is still on the site, under its type, and its saves are taken.
      const kept = await api(`/taxonomy-terms/${subId}/?depth=0`, { token })
      expect(kept.body).toMatchObject({ group: 'typespirits', parent: type!.id })
      expect((await fetch(`${base}${sheet}`, { headers: { Cookie: 'adult=1' } })).status).toBe(200)
      const saved = await api(`/products/${productId}/`, {
        token,
        method: 'PATCH',
        body: JSON.stringify({ description: 'Ancora salvabile' }),
      })
      expect(saved.status, saved.text).toBe(200)
      // A label or an order still changes while products use it.
      const renamed = await api(`/taxonomy-terms/${subId}/?locale=it`, {
        token,
        method: 'PATCH',
        body: JSON.stringify({ label: `Rinominata ${suffix}`, order: 5 }),
      })
      expect(renamed.status, renamed.text).toBe(200)
      // Once free, it moves and goes.
      expect((await api(`/products/${productId}/`, { token, method: 'DELETE' })).status).toBe(200)
      const freed = await api(`/taxonomy-terms/${subId}/`, {
        token,
        method: 'PATCH',
        body: JSON.stringify({ parent: otherType!.id }),
      })
      expect(freed.status, freed.text).toBe(200)
      expect((await api(`/taxonomy-terms/${subId}/`, { token, method: 'DELETE' })).status).toBe(200)
    } finally {
      await api(`/products/${productId}/`, { token, method: 'DELETE' })
      await api(`/taxonomy-terms/${subId}/`, { token, method: 'DELETE' })
    }
  })
})
