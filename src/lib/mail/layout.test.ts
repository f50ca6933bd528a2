import { describe, expect, it } from 'vitest'

import { renderMail } from './layout'

describe('renderMail: every mail has an HTML and a text part with the same content', () => {
  const mail = renderMail({
    lang: 'it',
    brand: 'Vinea Distribuzione',
    title: 'Nuova richiesta',
    paragraphs: ['Una richiesta dal sito.'],
    rows: [
      ['Nome', '<script>alert(1)</script>'],
      ['Messaggio', 'riga uno\nriga due'],
    ],
    action: { label: 'Conferma', url: 'https://vinea.example/conferma?t=1&u=2' },
    footerLink: { label: 'Annulla iscrizione', url: 'javascript:alert(1)' },
  })

  it('escapes what a visitor typed and keeps its line breaks', () => {
    expect(mail.html).not.toContain('<script>')
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
    expect(mail.html).toContain('riga uno<br>riga due')
    expect(mail.text).toContain('Nome: <script>alert(1)</script>')
  })

  it('links only to http(s) addresses and needs no image', () => {
    expect(mail.html).toContain('href="https://vinea.example/conferma?t=1&amp;u=2"')
    expect(mail.html).not.toContain('javascript:')
    expect(mail.html).not.toMatch(/<img/i)
    expect(mail.html).toContain('<html lang="it">')
    expect(mail.text).toContain('Conferma: https://vinea.example/conferma?t=1&u=2')
  })
})
