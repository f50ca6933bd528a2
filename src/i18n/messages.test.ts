import { createTranslator } from 'next-intl'
import { describe, expect, it } from 'vitest'

import en from '../../messages/en.json'
import it_ from '../../messages/it.json'

type Tree = { [key: string]: string | Tree }

/** Every message as [key, text]. */
const flatten = (tree: Tree, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : flatten(value, `${prefix}${key}.`),
  )

describe.each([
  ['it' as const, it_ as Tree],
  ['en' as const, en as Tree],
])('the %s messages', (locale, messages) => {
  const t = createTranslator({ locale, messages })
  const withTags = flatten(messages).filter(([, text]) => /<(\w+)>/.test(text))

  // An ASCII apostrophe before a tag quotes it in ICU: "l'<link>…" rendered "l<link>…" as text, with no link.
  it.each(withTags)('%s renders its tags as elements, not as text', (key, text) => {
    const tags = [...new Set([...text.matchAll(/<(\w+)>/g)].map((m) => m[1]!))]
    const seen: string[] = []
    const rendered = t.markup(
      key as never,
      {
        ...Object.fromEntries(tags.map((tag) => [tag, (chunks: string) => (seen.push(tag), `[${chunks}]`)])),
        // Placeholders some of these messages carry: any value renders.
        ...Object.fromEntries([...text.matchAll(/\{(\w+)/g)].map((m) => [m[1]!, '1'])),
      } as never,
    )
    expect(rendered).not.toMatch(/<\/?\w+>/)
    expect(new Set(seen)).toEqual(new Set(tags))
  })
})
