import { describe, expect, it } from 'vitest'

import { agents, contactQuestions, testimonials } from '../../seed/data/contacts'
import { articles, authors, landingPages, staticPages } from '../../seed/data/editorial'
import { catalogues, projects } from '../../seed/data/projects'
import { bibliography, downloads } from '../../seed/data/reserved'
import { generateCatalogue } from '../../seed/generate/catalogue'

/**
 * Issue 3: the demo seed is complete (every entity counted in the running site's database) and deterministic
 * (the database holds exactly the codes and slugs the generator makes from its fixed seed).
 */
const base = process.env.TEST_BASE_URL ?? 'http://localhost:3000'
const editor = {
  email: process.env.DEMO_EDITOR_EMAIL ?? 'editor@vinea.demo',
  password: process.env.DEMO_EDITOR_PASSWORD ?? 'vinea-demo-2026',
}

async function editorToken() {
  const res = await fetch(`${base}/api/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(editor),
  })
  return ((await res.json()) as { token: string }).token
}

async function read(path: string, token: string) {
  const res = await fetch(`${base}/api${path}`, { headers: { Authorization: `JWT ${token}` } })
  expect(res.status, path).toBe(200)
  return (await res.json()) as { totalDocs: number; docs: Record<string, unknown>[]; hasNextPage?: boolean }
}

/** Every document of a read, page by page: the API gives at most 100 at a time (issue 16). */
async function readAll(path: string, token: string) {
  const docs: Record<string, unknown>[] = []
  for (let page = 1; ; page++) {
    const result = await read(`${path}&limit=100&page=${page}`, token)
    docs.push(...result.docs)
    if (!result.hasNextPage) return { docs }
  }
}

describe('The demo seed', () => {
  const catalogue = generateCatalogue()

  it('is complete: every entity is in the database', async () => {
    const token = await editorToken()
    const expected: Record<string, number> = {
      products: catalogue.products.length,
      producers: catalogue.producers.length,
      projects: projects.length,
      catalogues: catalogues.length,
      articles: articles.length,
      authors: authors.length,
      pages: staticPages.length + landingPages.length,
      testimonials: testimonials.length,
      agents: agents.length,
      'contact-questions': contactQuestions.length,
      bibliography: bibliography.length,
      downloads: downloads.length,
      customers: 1,
    }
    expect(expected.products).toBe(400)
    expect(expected.producers).toBe(50)
    for (const [collection, count] of Object.entries(expected)) {
      const { totalDocs } = await read(`/${collection}?limit=1&depth=0&draft=true`, token)
      expect(totalDocs, collection).toBe(count)
    }
    for (const slug of ['site-settings', 'contact', 'site-banner', 'site-overlay']) {
      const res = await fetch(`${base}/api/globals/${slug}?depth=0`)
      expect(res.status, slug).toBe(200)
    }
    const contact = (await (await fetch(`${base}/api/globals/contact?locale=en`)).json()) as {
      offices: { name: string }[]
    }
    expect(contact.offices.length).toBeGreaterThanOrEqual(6)
  })

  it('is deterministic: the database holds exactly the generated codes and slugs, in both languages', async () => {
    const token = await editorToken()
    for (const locale of ['it', 'en'] as const) {
      const { docs } = await readAll(
        `/products?depth=0&locale=${locale}&sort=code&select[code]=true&select[slug]=true`,
        token,
      )
      const stored = docs.map((d) => `${d.code} ${d.slug}`)
      const generated = catalogue.products.map((p) => `${p.code} ${p.slug[locale]}`).sort()
      expect(stored).toEqual(generated)
    }
  })

  it('populates every filter dimension and both certifications, with a few products never shown', async () => {
    const { docs } = await readAll('/products?depth=1&locale=it', await editorToken())
    const values = (field: string) =>
      new Set(
        docs
          .map((d) => (d[field] && typeof d[field] === 'object' ? (d[field] as { code: string }).code : null))
          .filter(Boolean),
      )
    for (const field of ['type', 'spiritType', 'color', 'country', 'region', 'style', 'taste']) {
      expect(values(field).size, field).toBeGreaterThan(3)
    }
    expect(values('type').size).toBe(15)
    expect([...values('certification')].sort()).toEqual(['bio-vegan', 'biologico'])
    expect(docs.filter((d) => d.novelty).length).toBeGreaterThan(10)
    expect(docs.filter((d) => !d.spiritType).length).toBeGreaterThanOrEqual(2)
    const projectsSeen = new Set(docs.flatMap((d) => (d.projects as { code: string }[]).map((p) => p.code)))
    expect([...projectsSeen].sort()).toEqual(['mixology', 'sostenibilita', 'tradizione', 'wine-legacy'])
  })
})
