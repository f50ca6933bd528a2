import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'

import { asLocale } from '@/i18n/locales'

// Benchmark only (docs/decisions/010-page-benchmarks.md): `npm run bench` compares the catalogue pages'
// throughput with a prerendered page of about the same HTML size, in the same build and the same run. The
// pages are prerendered only by a build made with BENCH_STATIC=1 (bench/run.mjs does so in `.next-bench`);
// any other build has none, and with `dynamicParams = false` every `/bench-static/{n}/` is a 404. Not in the
// route table, the sitemap or any link; noindex.

export const dynamicParams = false

export const metadata: Metadata = { title: 'Benchmark', robots: { index: false, follow: false } }

/** Padding sizes in characters: from 2 KB to 1 MB, 6 % apart (about 100 pages). */
function sizes(): number[] {
  const out: number[] = []
  for (let n = 2048; n <= 1 << 20; n = Math.ceil(n * 1.06)) out.push(n)
  return out
}

export function generateStaticParams({ params }: { params: { locale: string } }) {
  if (process.env.BENCH_STATIC !== '1') return []
  // Only Italian is reached (src/proxy.ts); English gets the smallest page because a locale left without
  // params would make Next prerender none of them.
  return (params.locale === 'it' ? sizes() : sizes().slice(0, 1)).map((n) => ({ bytes: String(n) }))
}

const WORDS = [
  'vino',
  'grappa',
  'amaro',
  'vermouth',
  'botte',
  'vitigno',
  'annata',
  'cantina',
  'distilleria',
  'etichetta',
  'alambicco',
  'rovere',
  'affinamento',
  'degustazione',
  'profumo',
  'retrogusto',
  'territorio',
]

/** About `length` characters of prose in paragraphs, the same on every build (a fixed linear congruence). */
function prose(length: number): string[] {
  const paragraphs: string[] = []
  let state = 1984
  let total = 0
  while (total < length) {
    let text = ''
    while (text.length < 600 && total + text.length < length) {
      state = (state * 1103515245 + 12345) % 2147483648
      text += `${WORDS[state % WORDS.length]} `
    }
    paragraphs.push(text.trimEnd())
    total += text.length
  }
  return paragraphs
}

export default async function BenchStaticPage({ params }: { params: Promise<{ locale: string; bytes: string }> }) {
  const { locale, bytes } = await params
  setRequestLocale(asLocale(locale))
  const length = Number(bytes)
  if (!Number.isInteger(length) || length <= 0) notFound()
  return (
    <article>
      <h1>Benchmark</h1>
      {prose(length).map((text, i) => (
        <p key={i}>{text}</p>
      ))}
    </article>
  )
}
