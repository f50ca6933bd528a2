import { parse } from 'csv-parse/sync'

import { type ProducerRow, type ProductRow, reasonsOf, type RecordKind, rowSchemas } from './schema'

/**
 * Reads a catalogue feed (CSV or JSON) into validated rows, without touching the database. A row that fails
 * is set aside with its reasons and never stops the others; only a file that cannot be read as a whole
 * throws a FeedError.
 *
 * JSON: `{ "producers": [...], "products": [...] }`, rows named `producers[0]`, `products[3]`.
 * CSV: one header row; a `record` column says `producer` or `product`, the other columns are the union of
 * both kinds' columns (a column that does not apply stays empty); rows are named by their line in the file,
 * the header being line 1.
 */

export type FeedFormat = 'csv' | 'json'

/** A row that will not be imported: where it is, its code when it has one, and why. */
export type Rejection = { row: string; code?: string; reason: string }

/** `order` is the row's position in the file, so the report lists rows as the file does. */
export type FeedRow<T> = { row: string; order: number; record: T }
export type FeedRejection = Rejection & { kind?: RecordKind; order: number }

export type ParsedFeed = {
  producers: FeedRow<ProducerRow>[]
  products: FeedRow<ProductRow>[]
  rejected: FeedRejection[]
}

export class FeedError extends Error {
  override name = 'FeedError'
}

/** A row as read from the file, before validation; `problems` are found by the reader (shape, kind). */
type RawRow = { row: string; order: number; kind?: RecordKind; values: Record<string, unknown>; problems: string[] }

const lists = { producers: 'producer', products: 'product' } as const satisfies Record<string, RecordKind>

/** By extension, else by content: a JSON feed starts with `{`. */
export function feedFormat(fileName: string, text: string): FeedFormat {
  const extension = fileName.toLowerCase().split('.').pop()
  if (extension === 'json' || extension === 'csv') return extension
  return text
    .replace(/^\uFEFF/, '')
    .trimStart()
    .startsWith('{')
    ? 'json'
    : 'csv'
}

export function parseFeed(text: string, format: FeedFormat): ParsedFeed {
  return validateRows(format === 'json' ? readJson(text) : readCsv(text))
}

/**
 * A JSON feed already read into objects (`{ producers: [...], products: [...] }`), e.g. rows a program made:
 * the same checks and the same report as `parseFeed`, without a detour through text.
 */
export function parseFeedData(data: unknown): ParsedFeed {
  return validateRows(readRecords(data))
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

function readJson(text: string): RawRow[] {
  let data: unknown
  try {
    data = JSON.parse(text.replace(/^\uFEFF/, ''))
  } catch (error) {
    throw new FeedError(`not valid JSON: ${(error as Error).message}`)
  }
  return readRecords(data)
}

function readRecords(data: unknown): RawRow[] {
  if (!isObject(data)) throw new FeedError('a JSON feed must be an object with "producers" and "products" lists')
  for (const key of Object.keys(data)) {
    if (!(key in lists))
      throw new FeedError(`unknown key "${key}" in the JSON feed (expected "producers" and "products")`)
  }
  const rows: RawRow[] = []
  for (const [list, kind] of Object.entries(lists)) {
    const items = data[list] ?? []
    if (!Array.isArray(items)) throw new FeedError(`"${list}" must be a list`)
    items.forEach((item: unknown, index) => {
      const row = `${list}[${index}]`
      if (!isObject(item)) {
        rows.push({ row, order: rows.length, kind, values: {}, problems: ['must be an object'] })
        return
      }
      const { record, ...values } = item
      const problems = record === undefined || record === kind ? [] : [`record must be '${kind}' in the ${list} list`]
      rows.push({ row, order: rows.length, kind, values, problems })
    })
  }
  return rows
}

/** Semicolons when the header has more of them than commas (spreadsheets set to Italian export so). */
const delimiterOf = (text: string) => {
  const header = text.slice(0, text.search(/\r?\n|$/))
  return (header.match(/;/g)?.length ?? 0) > (header.match(/,/g)?.length ?? 0) ? ';' : ','
}

const newlines = (fields: string[]) => fields.reduce((n, field) => n + (field.match(/\r\n|\r|\n/g)?.length ?? 0), 0)

function readCsv(text: string): RawRow[] {
  let records: { record: string[]; info: { lines: number } }[]
  try {
    // With `info`, each record comes with where it ends; csv-parse's types do not follow that option.
    records = parse(text, {
      bom: true,
      delimiter: delimiterOf(text),
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
    }) as unknown as typeof records
  } catch (error) {
    throw new FeedError(`not a readable CSV file: ${(error as Error).message}`)
  }
  if (records.length === 0) throw new FeedError('the CSV file is empty')
  const [header, ...body] = records
  const columns = header.record.map((name) => name.trim().toLowerCase())
  columns.forEach((name, index) => {
    if (!name) throw new FeedError(`column ${index + 1} of the CSV header has no name`)
    if (columns.indexOf(name) !== index) throw new FeedError(`column "${name}" appears twice in the CSV header`)
  })
  if (!columns.includes('record')) throw new FeedError('the CSV header has no "record" column (producer or product)')

  const rows: RawRow[] = []
  for (const { record: fields, info } of body) {
    if (fields.every((field) => field.trim() === '')) continue
    // info.lines is the line the record ends on; a quoted field may span several.
    const row = `row ${info.lines - newlines(fields)}`
    const order = rows.length
    if (fields.length !== columns.length) {
      const kind = fields[columns.indexOf('record')]?.trim().toLowerCase()
      rows.push({
        row,
        order,
        ...(kind === 'producer' || kind === 'product' ? { kind } : {}),
        values: { code: fields[columns.indexOf('code')] },
        problems: [`has ${fields.length} fields where the header has ${columns.length}`],
      })
      continue
    }
    const { record, ...values } = Object.fromEntries(columns.map((name, i) => [name, fields[i]]))
    const kind = record.trim().toLowerCase()
    if (kind !== 'producer' && kind !== 'product') {
      const problem = `record must be 'producer' or 'product'${kind ? `, not '${kind}'` : ''}`
      rows.push({ row, order, values, problems: [problem] })
      continue
    }
    // The other kind's columns are empty on this row: leave them out rather than call them unknown fields.
    const shape = rowSchemas[kind].shape
    const own = Object.entries(values).filter(([name, value]) => name in shape || value.trim() !== '')
    rows.push({ row, order, kind, values: Object.fromEntries(own), problems: [] })
  }
  return rows
}

const codeOf = (values: Record<string, unknown>): string | undefined => {
  const code = values.code
  const text = typeof code === 'number' ? String(code) : typeof code === 'string' ? code.trim() : ''
  return text || undefined
}

/**
 * Each row through its kind's schema. A code seen twice in one feed is ambiguous, so its later rows are
 * rejected and the first is kept.
 */
function validateRows(rows: RawRow[]): ParsedFeed {
  const feed: ParsedFeed = { producers: [], products: [], rejected: [] }
  const firstSeen = { producer: new Map<string, string>(), product: new Map<string, string>() }
  for (const { row, order, kind, values, problems } of rows) {
    const code = codeOf(values)
    const reasons = [...problems]
    if (kind && code) {
      const first = firstSeen[kind].get(code)
      if (first) reasons.push(`duplicate code ${code} (first seen on ${first})`)
      else firstSeen[kind].set(code, row)
    }
    if (kind && problems.length === 0) {
      const result = rowSchemas[kind].safeParse(values)
      if (!result.success) reasons.push(...reasonsOf(result.error, kind))
      else if (reasons.length === 0) {
        if (kind === 'producer') feed.producers.push({ row, order, record: result.data as ProducerRow })
        else feed.products.push({ row, order, record: result.data as ProductRow })
        continue
      }
    }
    feed.rejected.push({ row, order, ...(kind ? { kind } : {}), ...(code ? { code } : {}), reason: reasons.join('; ') })
  }
  return feed
}

/** "row 7: alcohol must be a number between 0 and 100" */
export const describeRejection = ({ row, reason }: Rejection) => `${row}: ${reason}`
