import type { APIRequestContext } from '@playwright/test'

import { seriousViolations } from '../support/axe'
import { adminLogin, adminWords } from './admin-support'
import { expect, test } from './fixtures'

/**
 * Issue 5, drafts (decision 011): an editor signs in to the admin, opens a draft news article in the
 * project's language and follows Preview; the draft shows at its real URL under the preview banner, and the
 * banner's exit link returns to the public page, where the unpublished draft does not exist.
 */
const editor = {
  email: process.env.DEMO_EDITOR_EMAIL ?? 'editor@vinea.demo',
  password: process.env.DEMO_EDITOR_PASSWORD ?? 'vinea-demo-2026',
}

/** The draft, written through the API as the editor (the journey is the preview, not the admin's forms). */
async function createDraftNews(request: APIRequestContext, run: string) {
  const login = await request.post('/api/users/login/', { data: editor })
  expect(login.ok()).toBe(true)
  const headers = { Authorization: `JWT ${(await login.json()).token}` }
  const made = await request.post('/api/articles/?draft=true&locale=it', {
    headers,
    data: {
      section: 'news',
      tags: ['news'],
      title: `Anteprima e2e ${run}`,
      slug: `anteprima-e2e-${run}`,
      _status: 'draft',
    },
  })
  expect(made.status()).toBe(201)
  const id = (await made.json()).doc.id as number
  const english = await request.patch(`/api/articles/${id}/?draft=true&locale=en`, {
    headers,
    data: { title: `E2E preview ${run}`, slug: `e2e-preview-${run}` },
  })
  expect(english.ok()).toBe(true)
  return {
    id,
    title: { it: `Anteprima e2e ${run}`, en: `E2E preview ${run}` },
    path: { it: `/news-eventi/articolo/anteprima-e2e-${run}/`, en: `/en/news-eventi/articolo/e2e-preview-${run}/` },
    remove: () => request.delete(`/api/articles/${id}/`, { headers }),
  }
}

test.describe('issue 5: an editor previews a draft at its real URL', () => {
  test('Preview in the admin opens the draft in the language being edited, under a banner with a way out', async ({
    page,
    context,
    locale,
    t,
    request,
  }) => {
    // The admin is the heaviest page of the site, and the journey goes through it twice.
    test.slow()
    const draft = await createDraftNews(request, `${Date.now().toString(36)}-${locale}`)
    try {
      await adminLogin(page, locale)
      await expect(page).toHaveURL(/\/admin\/?$/, { timeout: 30_000 })

      await page.goto(`/admin/collections/articles/${draft.id}/?locale=${locale}`)
      const opened = context.waitForEvent('page')
      await page.getByRole('link', { name: adminWords(locale).version.preview }).click()
      const preview = await opened

      await expect(preview).toHaveURL(draft.path[locale])
      await expect(preview.getByRole('heading', { level: 1, name: draft.title[locale] })).toBeVisible()
      const banner = preview.getByRole('complementary', { name: t.Preview.title })
      await expect(banner).toBeVisible()
      await expect(banner).toContainText(t.Preview.note)
      expect(await seriousViolations(preview)).toEqual([])

      await banner.getByRole('link', { name: t.Preview.exit }).click()
      await expect(preview).toHaveURL(draft.path[locale])
      await expect(preview.getByRole('complementary', { name: t.Preview.title })).toHaveCount(0)
      // Out of draft mode this is the public's page: the draft was never published, so it is not there.
      await expect(preview.getByRole('heading', { level: 1, name: draft.title[locale] })).toHaveCount(0)
    } finally {
      await draft.remove()
    }
  })
})
