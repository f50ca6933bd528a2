import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { localizePath } from '@/i18n/route-table'
import { signToken } from '@/lib/signed-token'

import en from '../../messages/en.json'
import it_ from '../../messages/it.json'
import { editorSession, from, type Mail, mailsTo, newAddress } from '../support/accounts'
import { formIn, openForm, sendForm } from '../support/forms'
import { api, base, siteSecrets } from '../support/http'

/**
 * Issue 12, item 8: the newsletter's double opt-in through the real form as a browser without JavaScript posts it,
 * the confirmation mail (read from the test run's SMTP sink), its links, and what the answers must not reveal.
 */
const run = Date.now().toString(36)
const address = (name: string) => `news-${run}-${name}@example.com`
const wait = (ms: number) => new Promise((r) => setTimeout(r, ms))
const path = (pathname: Parameters<typeof localizePath>[0], locale: 'it' | 'en' = 'it') =>
  localizePath(pathname, locale)

async function page(url: string, headers: Record<string, string> = {}) {
  const res = await fetch(new URL(url, base), { headers, redirect: 'manual' })
  return { status: res.status, html: await res.text() }
}

/** Loads the newsletter page, waits out the minimum fill time, posts the form from `ip`. */
async function signUp(email: string, options: { ip?: string; locale?: 'it' | 'en'; privacy?: boolean } = {}) {
  const { ip = newAddress(), locale = 'it', privacy = true } = options
  const form = await openForm(base, path('/newsletter', locale), {}, 'email')
  await wait(3_100)
  return sendForm(form, { email, privacy: privacy ? 'on' : undefined }, from(ip))
}

async function signupRows(email: string) {
  const token = await editorSession()
  const { body } = await api(`/newsletter-signups/?where[email][equals]=${encodeURIComponent(email)}&depth=0`, {
    token,
  })
  return body.docs as Record<string, unknown>[]
}

const linkIn = (mail: Mail, pathname: '/newsletter/confirm' | '/newsletter/unsubscribe', locale: 'it' | 'en') => {
  const prefix = `${localizePath(pathname, locale)}?token=`
  const match = new RegExp(`https?://[^\\s"<]*${prefix.replace(/[?/]/g, '\\$&')}[A-Za-z0-9._-]+`).exec(mail.text)
  if (!match) throw new Error(`no ${pathname} link in the mail`)
  return match[0]
}

const checkInbox = (locale: 'it' | 'en') => path('/newsletter/check-inbox', locale)

describe('newsletter sign-up without JavaScript', () => {
  const email = address('ada')
  const ip = newAddress()
  let mail: Mail

  beforeAll(async () => {
    const res = await signUp(email, { ip })
    expect(res.status).toBe(303)
    expect(new URL(res.location!, base).pathname).toBe(checkInbox('it'))
    ;[mail] = await mailsTo(email)
  }, 60_000)

  it('stores one pending sign-up with its consent: time, address, the text shown', async () => {
    const [row, ...more] = await signupRows(email)
    expect(more).toEqual([])
    expect(row).toMatchObject({ email, locale: 'it', confirmedAt: null, unsubscribedAt: null })
    expect(row!.privacyConsentAt).toBeTruthy()
    const consent = row!.consent as Record<string, string>
    expect(consent.ip).toBe(ip)
    expect(consent.textVersion).toMatch(/^it-[0-9a-f]{12}$/)
    expect(consent.text).toContain('informativa sulla privacy')
    expect(consent.text).not.toContain('<link>')
  })

  it('mails the confirmation in Italian, HTML and text, with an unsubscribe link and header', () => {
    expect(mail, 'no confirmation mail arrived').toBeTruthy()
    expect(mail.subject).toContain('Conferma la tua iscrizione')
    expect(mail.html).toContain('Conferma l’iscrizione')
    expect(mail.html).toContain('lang="it"')
    expect(mail.text).toContain('Conferma l’iscrizione')
    const leave = linkIn(mail, '/newsletter/unsubscribe', 'it')
    expect(mail.html).toContain(leave.replace(/&/g, '&amp;'))
    expect(mail.headers).toMatch(/^List-Unsubscribe: <https?:\/\/[^>]+\/newsletter\/disiscrizione\/\?token=/m)
  })

  it('answers a second sign-up of the same address the same way, and stores and sends nothing new', async () => {
    const again = await signUp(email)
    expect(again.status).toBe(303)
    expect(new URL(again.location!, base).pathname).toBe(checkInbox('it'))
    expect(await signupRows(email)).toHaveLength(1)
    await wait(2_000)
    expect(await mailsTo(email, 2, 1_000)).toHaveLength(1)
  })

  it('confirms with the mailed link and its button, once; a second press says the same', async () => {
    const link = linkIn(mail, '/newsletter/confirm', 'it')
    // Opening the link, or asking for its head (a mail scanner), confirms nothing (the seventeenth check from outside).
    expect((await fetch(new URL(link, base), { method: 'HEAD', redirect: 'manual' })).status).toBe(200)
    const opened = await page(link)
    expect(opened.status).toBe(200)
    expect(opened.html).toContain(it_.Newsletter.confirmQuestion.replace('{email}', email))
    expect(opened.html).toContain(it_.Newsletter.confirmButton)
    expect((await signupRows(email))[0]!.confirmedAt).toBeNull()
    // The button with a forged token confirms nothing, and says the link is not valid.
    for (const forged of ['1.abc.def', 'x'.repeat(5000), '']) {
      const refused = await sendForm(formIn(opened.html, link, 'token'), { token: forged }, from(newAddress()))
      expect(refused.status).toBe(303)
      expect((await page(refused.location!)).html).toContain(it_.Newsletter.linkInvalidTitle)
    }
    expect((await signupRows(email))[0]!.confirmedAt).toBeNull()

    const res = await sendForm(formIn(opened.html, link, 'token'), {}, from(newAddress()))
    expect(res.status).toBe(303)
    expect(new URL(res.location!, base).pathname).toBe(path('/newsletter/confirm'))
    const first = await page(res.location!)
    expect(first.html).toContain(it_.Newsletter.confirmedTitle)
    const [row] = await signupRows(email)
    expect(row!.confirmedAt).toBeTruthy()
    const again = await sendForm(formIn(opened.html, link, 'token'), {}, from(newAddress()))
    expect((await page(again.location!)).html).toContain(it_.Newsletter.confirmedTitle)
    expect((await page(link)).html).toContain(it_.Newsletter.confirmedTitle)
    expect((await signupRows(email))[0]!.confirmedAt).toBe(row!.confirmedAt)
  })

  it('a subscribed address signs up again: the same answer, no mail', async () => {
    const res = await signUp(email)
    expect(res.status).toBe(303)
    expect(new URL(res.location!, base).pathname).toBe(checkInbox('it'))
    await wait(2_000)
    expect(await mailsTo(email, 2, 1_000)).toHaveLength(1)
  })

  it('unsubscribes only through the button: opening the link changes nothing', async () => {
    const link = linkIn(mail, '/newsletter/unsubscribe', 'it')
    const opened = await page(link)
    expect(opened.status).toBe(200)
    expect(opened.html).toContain(email)
    expect((await signupRows(email))[0]!.unsubscribedAt).toBeNull()

    const res = await sendForm(formIn(opened.html, link, 'token'), {}, from(newAddress()))
    expect(res.status).toBe(303)
    expect(new URL(res.location!, base).pathname).toBe(path('/newsletter/unsubscribed'))
    expect((await signupRows(email))[0]!.unsubscribedAt).toBeTruthy()
    // The old confirmation link does not subscribe again.
    expect((await page(linkIn(mail, '/newsletter/confirm', 'it'))).html).toContain(it_.Newsletter.linkInvalidTitle)
  })
})

describe('newsletter in English', () => {
  it('mails an English confirmation whose link opens the English page', async () => {
    const email = address('bob')
    const res = await signUp(email, { locale: 'en' })
    expect(new URL(res.location!, base).pathname).toBe(checkInbox('en'))
    const [mail] = await mailsTo(email)
    expect(mail!.subject).toContain('Confirm your subscription')
    expect(mail!.text).toContain('Confirm my subscription')
    const link = linkIn(mail!, '/newsletter/confirm', 'en')
    const opened = await page(link)
    expect(opened.html).toContain(en.Newsletter.confirmButton)
    expect((await signupRows(email))[0]!.confirmedAt).toBeNull()
    const sent = await sendForm(formIn(opened.html, link, 'token'), {}, from(newAddress()))
    expect(new URL(sent.location!, base).pathname).toBe(path('/newsletter/confirm', 'en'))
    expect((await page(sent.location!)).html).toContain(en.Newsletter.confirmedTitle)
    expect((await signupRows(email))[0]!.confirmedAt).toBeTruthy()
    expect((await signupRows(email))[0]).toMatchObject({ locale: 'en' })
  }, 60_000)
})

describe('newsletter: bad input gets a message, never a 500', () => {
  it('an expired confirmation link says so, with status 410, in both languages, and confirms nothing', async () => {
    const email = address('late')
    await signUp(email)
    const [row] = await signupRows(email)
    const secret = siteSecrets().PAYLOAD_SECRET
    const token = signToken(
      secret,
      'newsletter-confirm',
      { id: Number(row!.id), expiresAt: Date.now() - 60_000 },
      email,
    )
    for (const [locale, words] of [
      ['it', it_],
      ['en', en],
    ] as const) {
      const res = await page(`${path('/newsletter/confirm', locale)}?token=${token}`, from(newAddress()))
      expect(res.status).toBe(410)
      expect(res.html).toContain(words.Newsletter.linkExpiredTitle)
    }
    expect((await signupRows(email))[0]!.confirmedAt).toBeFalsy()
  }, 30_000)

  it('a wrong address and a missing consent are answered field by field, keeping what was typed', async () => {
    const res = await signUp('not-an-address', { privacy: false })
    // Decision 077: a refusal rendered for a browser without JavaScript says so with its status too.
    expect(res.status).toBe(400)
    expect(res.html).toContain('id="field-email-error"')
    expect(res.html).toContain('id="field-privacy-error"')
    expect(res.html).toContain('value="not-an-address"')
  }, 30_000)

  // The page is rendered for each visit (the sixth check from outside): kept in the cache, it handed everyone the
  // token of its render, as old as the cache, and a script posting at once passed the minimum fill time.
  it.each([
    ['it', it_],
    ['en', en],
  ] as const)(
    '%s: each visit gets its own token, and a form sent at once is refused as too fast',
    async (locale, t) => {
      const [first, second] = [
        await openForm(base, path('/newsletter', locale), {}, 'email'),
        await openForm(base, path('/newsletter', locale), {}, 'email'),
      ]
      const token = (form: typeof first) => form.hidden.find(([name]) => name === 'formToken')?.[1]
      expect(token(first)).toMatch(/^[0-9a-z]+\./)
      expect(token(second)).not.toBe(token(first))
      const res = await sendForm(second, { email: address(`fast-${locale}`), privacy: 'on' }, from(newAddress()))
      expect(res.status).toBe(400)
      expect(res.html).toContain(t.Forms.tooFast)
      expect(res.html).toContain(`value="${address(`fast-${locale}`)}"`)
      expect(await signupRows(address(`fast-${locale}`))).toHaveLength(0)
    },
    30_000,
  )

  it('a form with a forged token is refused with a message', async () => {
    const form = await openForm(base, path('/newsletter'), {}, 'email')
    const res = await sendForm(
      form,
      { formToken: 'abc.def', email: address('forged'), privacy: 'on' },
      from(newAddress()),
    )
    expect(res.status).toBe(400)
    expect(res.html).toContain(it_.Forms.invalidRequest)
    expect(await signupRows(address('forged'))).toHaveLength(0)
  }, 30_000)

  it('the honeypot gets the same answer and stores nothing', async () => {
    const form = await openForm(base, path('/newsletter'), {}, 'email')
    await wait(3_100)
    const res = await sendForm(
      form,
      { website: 'http://spam.example', email: address('bot'), privacy: 'on' },
      from(newAddress()),
    )
    expect(res.status).toBe(303)
    expect(new URL(res.location!, base).pathname).toBe(checkInbox('it'))
    expect(await signupRows(address('bot'))).toHaveLength(0)
  }, 30_000)

  it.each([
    ['no token', ''],
    ['garbage', '?token=%00%ff<script>'],
    ['a long one', `?token=${'a'.repeat(5000)}`],
    ['two tokens', '?token=1..abc&token=2..def'],
    ['a forged one', '?token=1.zzzzzz.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'],
  ])(
    'confirm and unsubscribe links with %s say the link is not valid, with status 400, in both languages',
    async (_, query) => {
      for (const pathname of ['/newsletter/confirm', '/newsletter/unsubscribe'] as const) {
        for (const [locale, words] of [
          ['it', it_],
          ['en', en],
        ] as const) {
          const res = await page(path(pathname, locale) + query, from(newAddress()))
          expect(res.status).toBe(400)
          expect(res.html).toContain(words.Newsletter.linkInvalidTitle)
          expect(res.html).toContain(words.Newsletter.linkInvalid)
        }
      }
      // The page's script asking for the same page (a navigation of Next's router) keeps its 200 and its words.
      const rsc = await page(`${path('/newsletter/confirm')}${query || '?'}&_rsc`, { ...from(newAddress()), RSC: '1' })
      expect(rsc.status).toBe(200)
    },
  )

  it('limits the sign-ups per address', async () => {
    const ip = newAddress()
    const form = await openForm(base, path('/newsletter'), {}, 'email')
    await wait(3_100)
    let last = { status: 0, html: '' }
    for (let i = 0; i < 6; i++) {
      last = await sendForm(form, { email: address(`limit${i}`), privacy: 'on' }, from(ip))
    }
    expect(last.status).toBe(429)
    expect(last.html).toContain(it_.Forms.rateLimited.slice(0, 30))
  }, 60_000)
})

afterAll(async () => {
  const token = await editorSession()
  await api(`/newsletter-signups/?where[email][like]=news-${run}-`, { method: 'DELETE', token })
})
