import type { Page } from '@playwright/test'

import { adminLogin, adminWords } from './admin-support'
import { expect, test } from './fixtures'

/**
 * The twenty-sixth check from outside (medium, editors): one editor with one document open in two tabs saved in the
 * second after the first, and the first tab's changes were undone without a word. The later save is refused with a
 * sentence in the admin's language, and the tab that saved keeps saving (src/cms/hooks/keep-other-saves.ts).
 */
const refusal = {
  it: "Questo documento è stato salvato altrove (in un'altra scheda, o da un altro redattore)",
  en: 'This document was saved elsewhere (in another tab, or by another editor)',
}

const title = (page: Page) => page.locator('#field-title')

test('a save made in a second tab after the first saved is refused, and the first tab keeps saving', async ({
  page,
  locale,
}) => {
  const words = adminWords(locale)
  await adminLogin(page, locale)
  const stamp = `${locale}-${Date.now().toString(36)}`
  const call = (url: string, method = 'GET', body?: unknown) =>
    page.evaluate(
      async ([url, method, body]) => {
        const res = await fetch(url, {
          method,
          headers: body ? { 'Content-Type': 'application/json' } : {},
          body: body ? JSON.stringify(body) : undefined,
        })
        return { status: res.status, body: (await res.json()) as Record<string, unknown> }
      },
      [url, method, body] as const,
    )
  const created = await call('/api/articles/?locale=it&depth=0&draft=true', 'POST', {
    title: `Due schede ${stamp}`,
    slug: `due-schede-${stamp}`,
    section: 'blog',
    excerpt: 'Prova',
  })
  expect(created.status, JSON.stringify(created.body)).toBe(201)
  const id = (created.body.doc as { id: number }).id
  const read = async () =>
    (await call(`/api/articles/${id}/?locale=it&depth=0&draft=true`)).body as {
      title: string
      excerpt: string
      _status: string
    }
  const address = `/admin/collections/articles/${id}/?locale=it`
  const save = (tab: Page, button: string) => tab.getByRole('button', { name: button, exact: true }).click()
  try {
    await page.goto(address, { waitUntil: 'networkidle' })
    const second = await page.context().newPage()
    await second.goto(address, { waitUntil: 'networkidle' })

    await title(page).fill(`Prima scheda ${stamp}`)
    await save(page, words.version.saveDraft)
    await expect(page.getByText(words.version.draftSavedSuccessfully)).toBeVisible()

    await second.locator('#field-excerpt').fill('Seconda scheda')
    await save(second, words.version.saveDraft)
    await expect(second.getByText(refusal[locale])).toBeVisible()
    expect(await read()).toMatchObject({ title: `Prima scheda ${stamp}`, excerpt: 'Prova' })

    // The tab that saved saves again, a draft then a publication, without reloading.
    await title(page).fill(`Prima scheda, di nuovo ${stamp}`)
    await save(page, words.version.saveDraft)
    await expect(page.getByText(refusal[locale])).toBeHidden()
    await expect.poll(async () => (await read()).title).toBe(`Prima scheda, di nuovo ${stamp}`)
    await save(page, words.version.publishChanges)
    await expect.poll(async () => (await read())._status).toBe('published')
    await title(page).fill(`Pubblicato ${stamp}`)
    await save(page, words.version.publishChanges)
    await expect.poll(async () => (await read()).title).toBe(`Pubblicato ${stamp}`)
    await expect(page.getByText(refusal[locale])).toBeHidden()

    // Reloaded, the second tab shows what was saved, and saves.
    await second.reload({ waitUntil: 'networkidle' })
    await expect(title(second)).toHaveValue(`Pubblicato ${stamp}`)
    await second.locator('#field-excerpt').fill('Seconda scheda')
    await save(second, words.version.publishChanges)
    await expect.poll(async () => (await read()).excerpt).toBe('Seconda scheda')
    await expect(second.getByText(refusal[locale])).toBeHidden()
  } finally {
    await call(`/api/articles/${id}/`, 'DELETE')
  }
})
