#!/usr/bin/env node
/**
 * First-load JavaScript of every public page type (issue 17, item 2: at most 150 KB gzipped), in both languages,
 * against a site that is already running (`npm start`, `npm run deploy:local`'s node): the page's `<script src>`
 * under /_next/static but `noModule` ones, each gzipped at level 9 and summed, as bench/pages.mjs counts.
 *
 * The Italian pages are a fixed list and links found on them (the first sheet, type listing, article…); each English
 * page is the Italian page's `hreflang="en"` alternate.
 *
 *   FIRST_LOAD_URL=http://127.0.0.1:3000 node bench/first-load.mjs [--chunks]
 *
 * `--chunks` adds every script's own size, and on which pages it is loaded, largest first.
 */
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import zlib from 'node:zlib'

import { firstLoadScripts } from './lib/page-scripts.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const base = (process.env.FIRST_LOAD_URL || 'http://127.0.0.1:3000').replace(/\/$/, '')
const showChunks = process.argv.includes('--chunks')
const TARGET_KB = 150

// ─── The page types (edit here) ─────────────────────────────────────────────────────────────────────────────
// `path`: fixed; `from` + `link`: the first link of that page whose path matches.
const PAGE_TYPES = [
  { name: 'home', path: '/' },
  { name: 'listing', path: '/prodotti/' },
  { name: 'type listing', from: '/prodotti/', link: /^\/prodotti\/tipologia\/[^/]+\/$/ },
  { name: 'sheet', from: '/prodotti/', link: /^\/prodotti\/scheda\/[^/]+\/$/ },
  { name: 'producers', path: '/produttori/' },
  { name: 'producer', from: '/produttori/', link: /^\/produttori\/produttore\/[^/]+\/$/ },
  { name: 'search', path: '/cerca/?q=rosso' },
  { name: 'blog', path: '/blog/' },
  { name: 'blog article', from: '/blog/', link: /^\/blog\/(?!autori\/)[^/]+\/$/ },
  { name: 'news and events', path: '/news-eventi/' },
  { name: 'contacts', path: '/contatti/' },
  { name: 'contact form', path: '/contatti/per-horeca/' },
  { name: 'job application', path: '/contatti/lavora-con-noi/' },
  { name: 'newsletter', path: '/newsletter/' },
  { name: 'login', path: '/login/' },
]
// ─────────────────────────────────────────────────────────────────────────────────────────────────────────────

const round = (n) => Math.round(n * 10) / 10

async function get(url) {
  const response = await fetch(new URL(url, base), { redirect: 'follow' })
  return { status: response.status, url: response.url, body: Buffer.from(await response.arrayBuffer()) }
}

const linksOf = (html) =>
  [...html.matchAll(/<a\b[^>]*\shref="([^"#?]+)"/g)].map((m) => new URL(m[1].replaceAll('&amp;', '&'), base).pathname)

const englishOf = (html) =>
  /<link\b[^>]*hreflang="en"[^>]*>/i
    .exec(html)?.[0]
    .match(/\shref="([^"]+)"/)?.[1]
    .replaceAll('&amp;', '&')

const chunkSizes = new Map()
async function gzipSize(src) {
  if (!chunkSizes.has(src)) {
    const { status, body } = await get(src)
    if (status !== 200) throw new Error(`${src} answered ${status}`)
    chunkSizes.set(src, zlib.gzipSync(body, { level: 9 }).length)
  }
  return chunkSizes.get(src)
}

async function measure(name, url) {
  const { status, body } = await get(url)
  if (status !== 200) {
    console.warn(`! ${name}: ${url} answered ${status}; not measured`)
    return null
  }
  const html = body.toString('utf8')
  const scripts = firstLoadScripts(html)
  let gzip = 0
  for (const src of scripts) gzip += await gzipSize(src)
  return {
    name,
    url: new URL(url, base).pathname + new URL(url, base).search,
    html,
    scripts,
    gzipKb: round(gzip / 1024),
  }
}

const rows = []
const pages = []
for (const type of PAGE_TYPES) {
  let url = type.path
  if (!url) {
    const { body } = await get(type.from)
    url = linksOf(body.toString('utf8')).find((p) => type.link.test(p))
    if (!url) {
      console.warn(`! ${type.name}: no link matching ${type.link} on ${type.from}`)
      continue
    }
  }
  const it = await measure(`${type.name} (it)`, url)
  if (!it) continue
  pages.push(it)
  const english = englishOf(it.html)
  const en = english ? await measure(`${type.name} (en)`, english) : null
  if (en) pages.push(en)
  rows.push([type.name, it.url, it.scripts.length, it.gzipKb, en?.gzipKb ?? '–'])
}

const widths = [16, 46, 8, 8, 8]
const line = (cells) => cells.map((c, i) => String(c).padEnd(widths[i])).join(' ')
console.log(`First-load JavaScript at ${base} (gzip -9, KB; target ≤ ${TARGET_KB})\n`)
console.log(line(['page', 'Italian path', 'scripts', 'it KB', 'en KB']))
for (const row of rows) console.log(line(row))
const largest = Math.max(...pages.map((p) => p.gzipKb))
console.log(
  `\nLargest: ${largest} KB (${pages.find((p) => p.gzipKb === largest).name}); ${largest <= TARGET_KB ? 'within' : 'over'} ${TARGET_KB} KB`,
)

if (showChunks) {
  console.log('\nScripts, largest first (gzip KB, on how many of the pages):')
  const all = [...chunkSizes.entries()].sort((a, b) => b[1] - a[1])
  for (const [src, size] of all) {
    const on = pages.filter((p) => p.scripts.includes(src))
    console.log(`  ${String(round(size / 1024)).padStart(6)}  ${String(on.length).padStart(2)}/${pages.length}  ${src}`)
  }
}

const out = path.join(root, 'bench/results', `first-load-${new Date().toISOString().replace(/[:.]/g, '-')}.json`)
fs.mkdirSync(path.dirname(out), { recursive: true })
fs.writeFileSync(
  out,
  JSON.stringify(
    { base, pages: pages.map(({ name, url, scripts, gzipKb }) => ({ name, url, scripts, gzipKb })) },
    null,
    2,
  ),
)
console.log(`\n(${path.relative(root, out)})`)
