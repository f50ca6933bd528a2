import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterAll, describe, expect, it } from 'vitest'
import { z } from 'zod'

import { ContentError, frontMatter, readContentFile, readPairs } from './files'

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'seed-files-'))
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))
const file = (name: string, text: string) => {
  const full = path.join(dir, name)
  fs.writeFileSync(full, text)
  return full
}

describe('content files', () => {
  it('splits the front matter from the Markdown; dates stay text, comments are dropped', () => {
    const read = readContentFile(
      file(
        'a.it.md',
        '---\ntitle: "Un titolo: con i due punti"\npublishedAt: 2026-11-05 # annunciato prima\ntags: [blog]\n---\n\nTesto.\n\n## Titolo\n',
      ),
    )
    expect(read.data).toEqual({ title: 'Un titolo: con i due punti', publishedAt: '2026-11-05', tags: ['blog'] })
    expect(read.body).toBe('Testo.\n\n## Titolo')
  })

  it('names the file and the field of a mistake', () => {
    expect(() => readContentFile(file('b.it.md', 'Testo senza front matter.\n'))).toThrow(
      /b\.it\.md: must start with front matter/,
    )
    expect(() => readContentFile(file('c.it.md', '---\ntitle: [unclosed\n---\nTesto.\n'))).toThrow(
      /c\.it\.md: front matter is not valid YAML/,
    )
    const read = readContentFile(file('d.it.md', '---\ntitle: ""\nextra: 1\n---\nTesto.\n'))
    const schema = z.strictObject({ title: z.string().min(1, 'must not be empty') })
    expect(() => frontMatter(read, schema)).toThrow(ContentError)
    expect(() => frontMatter(read, schema)).toThrow(/d\.it\.md: .*title: must not be empty/)
  })

  it('pairs every document of the demo with its other language', () => {
    for (const folder of ['authors', 'pages', 'landing-pages', 'projects', 'documents', 'articles/blog']) {
      for (const pair of readPairs(folder)) {
        expect(pair.it.file).toBe(`content/${folder}/${pair.key}.it.md`)
        expect(pair.en.file).toBe(`content/${folder}/${pair.key}.en.md`)
      }
    }
  })
})
