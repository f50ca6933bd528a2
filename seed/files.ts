import fs from 'node:fs'
import path from 'node:path'

import { parse as parseCsv } from 'csv-parse/sync'
import { parse } from 'yaml'
import type { z } from 'zod'

import type { Bi } from './types'

/**
 * Reading the seed's data files, with errors that name the file and the field.
 *
 * The seed's prose lives in `seed/content`, one Markdown file per document and language:
 * `<folder>/<key>.it.md` and `<key>.en.md`. Each starts with YAML front matter (between `---` lines) for the
 * fields that are not prose; the Markdown after it is the document's text. Fields that are the same in both
 * languages are written once, in the Italian file.
 */
export const contentDir = path.join(import.meta.dirname, 'content')
/** Tables of seed/data (CSV, JSON feeds). */
export const dataDir = path.join(import.meta.dirname, 'data')

export type ContentFile = { file: string; data: unknown; body: string }
export type ContentPair = { key: string; it: ContentFile; en: ContentFile }

export class ContentError extends Error {
  override name = 'ContentError'
}

/** `content/…` or `data/…`, as the files are named in messages. */
const relative = (file: string) => path.relative(import.meta.dirname, file)

/** One file: its front matter as plain data (dates stay text) and its Markdown, trimmed. */
export function readContentFile(file: string): ContentFile {
  const text = fs
    .readFileSync(file, 'utf8')
    .replace(/^\uFEFF/, '')
    .replace(/\r\n?/g, '\n')
  const match = /^---\n([\s\S]*?\n)?---(?:\n|$)/.exec(text)
  if (!match) throw new ContentError(`${relative(file)}: must start with front matter between two --- lines`)
  let data: unknown
  try {
    data = parse(match[1] ?? '') ?? {}
  } catch (error) {
    throw new ContentError(`${relative(file)}: front matter is not valid YAML: ${(error as Error).message}`)
  }
  return { file: relative(file), data, body: text.slice(match[0].length).trim() }
}

/** Every `<key>.it.md` with its `<key>.en.md` in a folder of seed/content, by key; a file alone is an error. */
export function readPairs(folder: string): ContentPair[] {
  const dir = path.join(contentDir, folder)
  const names = fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.md'))
    .sort()
  const keys = new Set<string>()
  for (const name of names) {
    const match = /^([a-z0-9-]+)\.(it|en)\.md$/.exec(name)
    if (!match)
      throw new ContentError(`content/${folder}/${name}: name it <key>.it.md or <key>.en.md (key in lowercase-dash)`)
    keys.add(match[1])
  }
  return [...keys].map((key) => {
    const [it, en] = (['it', 'en'] as const).map((locale) => {
      const file = path.join(dir, `${key}.${locale}.md`)
      if (!fs.existsSync(file))
        throw new ContentError(
          `content/${folder}/${key}.${locale}.md is missing (every document is written in both languages)`,
        )
      return readContentFile(file)
    })
    return { key, it, en }
  })
}

/** The front matter through its schema; a problem names the file and the field. */
export function frontMatter<S extends z.ZodType>(file: ContentFile, schema: S): z.output<S> {
  const result = schema.safeParse(file.data)
  if (result.success) return result.data
  const problems = result.error.issues.map((issue) => `${issue.path.join('.') || 'front matter'}: ${issue.message}`)
  throw new ContentError(`${file.file}: ${problems.join('; ')}`)
}

/** The Markdown of both files, which must not be empty. */
export function bodies(pair: ContentPair): Bi {
  for (const file of [pair.it, pair.en])
    if (!file.body) throw new ContentError(`${file.file}: the text after the front matter is empty`)
  return { it: pair.it.body, en: pair.en.body }
}

/**
 * The rows of a CSV file of seed/data (by name), each through `schema` (keys are the header's column names). Lines
 * starting with `#` are comments; a bad row stops the seed with its line and the reasons.
 */
export function readCsvRows<S extends z.ZodType>(name: string, schema: S): z.output<S>[] {
  const file = path.join(dataDir, name)
  const records = parseCsv(fs.readFileSync(file, 'utf8'), {
    bom: true,
    columns: true,
    comment: '#',
    comment_no_infix: true,
    skip_empty_lines: true,
    info: true,
  }) as unknown as { record: Record<string, string>; info: { lines: number } }[]
  return records.map(({ record, info }) => {
    const result = schema.safeParse(record)
    if (result.success) return result.data
    const problems = result.error.issues.map((issue) => `${issue.path.join('.') || 'row'}: ${issue.message}`)
    throw new ContentError(`${relative(file)}, line ${info.lines}: ${problems.join('; ')}`)
  })
}
