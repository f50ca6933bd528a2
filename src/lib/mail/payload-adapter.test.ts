import { describe, expect, it } from 'vitest'

import { textOfHtml } from './payload-adapter'

describe('the text part of a mail Payload makes in HTML only (the seventh check from outside: the reset mail had none)', () => {
  it('keeps paragraphs, line breaks and the link, drops the tags and reads the escapes back', () => {
    const html = [
      '<p>Buongiorno,</p>',
      '<p>qualcuno ha chiesto di reimpostare la password su Vinea &amp; Co.</p>',
      '<p>Per sceglierne una nuova apri questo indirizzo:<br><a href="https://x.test/?token=a&amp;b">https://x.test/?token=a&amp;b</a></p>',
      '<p>Se non l&#39;hai chiesto tu, ignora questa e-mail: &lt;niente&gt; cambia.</p>',
    ].join('\n')
    expect(textOfHtml(html)).toBe(
      [
        'Buongiorno,',
        '',
        'qualcuno ha chiesto di reimpostare la password su Vinea & Co.',
        '',
        'Per sceglierne una nuova apri questo indirizzo:',
        'https://x.test/?token=a&b',
        '',
        "Se non l'hai chiesto tu, ignora questa e-mail: <niente> cambia.",
      ].join('\n'),
    )
  })

  it('leaves out a document head', () => {
    expect(textOfHtml('<html><head><title>T</title><style>p{}</style></head><body><p>Testo</p></body></html>')).toBe(
      'Testo',
    )
  })
})
