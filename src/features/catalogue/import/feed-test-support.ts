import fs from 'node:fs'
import path from 'node:path'

import { describeRejection, type ParsedFeed, parseFeed } from './feed'

/** Shared by the feed's tests (feed.test.ts, feed-csv.test.ts): the fixture files and small feeds to read. */
export const fixture = (name: string) =>
  fs.readFileSync(path.resolve(import.meta.dirname, '../../../../tests/fixtures/import', name), 'utf8')

export const csv = (...lines: string[]) => parseFeed(lines.join('\n') + '\n', 'csv')
export const json = (data: unknown) => parseFeed(JSON.stringify(data), 'json')
export const reasons = (feed: ParsedFeed) => feed.rejected.map(describeRejection)

export const product = { code: 'V1', producer: 'P1', title_it: 'Grappa', type: 'wine-spirits' }
/** One product row in JSON, with `extra` columns; its reasons, or [] when it passes. */
export const productReasons = (extra: Record<string, unknown>) =>
  reasons(json({ products: [{ ...product, ...extra }] }))
