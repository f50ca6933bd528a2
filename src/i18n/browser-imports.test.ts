import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

const src = path.resolve(import.meta.dirname, '..')

/**
 * The browser formats no message and builds no localized path (decision 047): client components get their texts and
 * paths from the server, so that no page loads next-intl's runtime with its first scripts. The one exception is the
 * header search's results, loaded on demand with their own provider. Links are `PageLink`s, not next/link.
 */
const mayUseNextIntl = [
  'features/catalogue/components/search/search-popup.client.tsx',
  'features/catalogue/components/search/search-overlay.client.tsx',
  'features/catalogue/components/search/search-results.client.tsx',
  'features/catalogue/components/search/search-status.client.tsx',
]

/** Modules that must not run in the browser, and why. */
const forbidden: [RegExp, string][] = [
  [/^next-intl(\/.*)?$/, "next-intl's runtime: translate on the server, pass strings"],
  [/^@\/i18n\/link$/, 'the server Link: render PageLink with a path built on the server'],
  [/^next\/script$/, "next/script's loader: add the element (captcha-widget.client.tsx)"],
  [/^next\/link$/, 'next/link: render PageLink, which the site follows with the App Router (decision 047)'],
]

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name)
    if (entry.isDirectory()) return files(file)
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : []
  })
}

const isClient = (file: string, text: string) => /\.client\.tsx?$/.test(file) || /^\s*['"]use client['"]/.test(text)

/** A module's static imports, type-only ones left out (they never reach the browser). */
const importsOf = (text: string) =>
  [...text.matchAll(/^import\s+(?!type\b)[^'"]*?from\s+'([^']+)'|^import\s+'([^']+)'/gm)].map(
    ([, from, bare]) => from ?? bare,
  )

function resolve(from: string, specifier: string): string | null {
  const base = specifier.startsWith('@/')
    ? path.join(src, specifier.slice(2))
    : specifier.startsWith('.')
      ? path.resolve(path.dirname(from), specifier)
      : null
  if (!base) return null
  return ['.ts', '.tsx', '/index.ts', '/index.tsx'].map((ext) => base + ext).find(existsSync) ?? null
}

/** A module of server actions: the browser gets references to them, none of their code. */
const isServerActions = (text: string) => /^\s*['"]use server['"]/.test(text)

/** Every forbidden import reached from `file` through static imports of our own modules. */
function reached(file: string, seen = new Set<string>()): string[] {
  if (seen.has(file)) return []
  seen.add(file)
  const text = readFileSync(file, 'utf8')
  if (isServerActions(text)) return []
  return importsOf(text).flatMap((specifier) => {
    const rule = forbidden.find(([pattern]) => pattern.test(specifier))
    if (rule) return [`${path.relative(src, file)} imports ${specifier} (${rule[1]})`]
    const next = resolve(file, specifier)
    return next && !next.endsWith('.css') ? reached(next, seen) : []
  })
}

describe('browser code (decision 047)', () => {
  it('reaches neither next-intl, nor the server Link, nor next/script, nor next/link', () => {
    const clientModules = files(src).filter((file) => isClient(file, readFileSync(file, 'utf8')))
    expect(clientModules.length).toBeGreaterThan(20)
    const found = clientModules
      .filter((file) => !mayUseNextIntl.includes(path.relative(src, file)))
      .flatMap((file) => reached(file))
    expect([...new Set(found)]).toEqual([])
  })

  it('lets only the search results, loaded on demand, use next-intl, and nothing else forbidden', () => {
    for (const file of mayUseNextIntl) {
      const found = reached(path.join(src, file)).filter((line) => !line.includes('imports next-intl ('))
      expect(found, file).toEqual([])
    }
  })
})
