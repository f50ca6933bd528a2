import type { Page } from '@playwright/test'

/** Signs the demo trade customer in to the reserved area, in `locale`, before a reserved page is opened. */
// Replaced by the login issue's real sign-in (issue 14 items 1-3) when the branches merge.
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- a placeholder keeps the real one's signature
export async function signIn(page: Page, locale: 'it' | 'en'): Promise<void> {}
