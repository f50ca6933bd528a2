import { it as payloadItalian } from '@payloadcms/translations/languages/it'
import { describe, expect, it } from 'vitest'

import { collectionLabels, globalLabels } from './admin-labels'
import { italianAdminSentences } from './admin-translations'

type Sentences = Record<string, Record<string, string>>
const payloads = payloadItalian.translations as unknown as Sentences
const ours = italianAdminSentences as unknown as Sentences

/** Payload's features we do not use: their sentences never show. */
const unused = /trash|Trash|Restore|restore|Folder|moveConfirm|moveCount|movingCount|permanently|Permanently/

/** An article or adjective just before the name, or a participle just after it (past a title): they take its gender. */
const genderedBefore =
  /(?:^|\s)(?:nuovo|nuova|il|lo|la|l'|un|una|questo|questa|nessun|nessuna|tutti|tutte)\s*(?:<\d>)?\{\{label\}\}/i
const genderedAfter = /\{\{label\}\}(?:<\/\d>)?(?:\s+["«]?\{\{title\}\}["»]?)?\s+\w+(?:ato|ata|ati|ate)\b/

const sentencesWithAName = Object.entries(payloads).flatMap(([namespace, sentences]) =>
  Object.entries(sentences)
    .filter(([key, text]) => text.includes('{{label}}') && !unused.test(key))
    .map(([key, text]) => ({ namespace, key, text })),
)

const italianNames = [
  ...Object.values(collectionLabels).map((labels) => labels.singular({ i18n: { language: 'it' } })),
  ...Object.values(globalLabels).map((words) => words.it),
]

describe("the admin's Italian sentences around a collection's name (decision 101)", () => {
  it('the names include feminine ones, so that a sentence must agree with either gender', () => {
    expect(italianNames).toEqual(expect.arrayContaining(['Pagina', 'Immagine', 'Prodotto']))
  })

  it.each(sentencesWithAName)(
    '$namespace:$key says nothing whose gender a feminine name would contradict',
    ({ namespace, key, text }) => {
      const shown = ours[namespace]?.[key] ?? text
      expect(shown).not.toMatch(genderedBefore)
      expect(shown).not.toMatch(genderedAfter)
    },
  )

  it('each of ours replaces a sentence Payload has, with the same placeholders', () => {
    for (const [namespace, sentences] of Object.entries(ours)) {
      for (const [key, text] of Object.entries(sentences)) {
        const original = payloads[namespace]?.[key]
        expect(original, `${namespace}:${key}`).toBeTypeOf('string')
        const placeholders = (s: string) => [...new Set([...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]))].sort()
        expect(placeholders(text), `${namespace}:${key}`).toEqual(placeholders(original!))
      }
    }
  })
})
