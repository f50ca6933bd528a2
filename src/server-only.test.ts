import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

/**
 * Secrets and database reads stay on the server. A module of the site that reads the configuration
 * (`lib/env`) or the database (`lib/payload`) says `import 'server-only'`, so that Next refuses it in a browser
 * bundle; and no browser module (`'use client'` or `*.client.ts(x)`) reaches those two through its imports.
 * The CMS schema and the Payload config are exempt: Payload's CLI loads them in plain Node, where the marker
 * throws (payloadcms/payload#7851).
 */
const src = path.resolve(import.meta.dirname)
const rel = (file: string) => path.relative(src, file)

function sourceFiles(dir = src): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === '(payload)' ? [] : sourceFiles(file)
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : []
  })
}

const text = (file: string) => fs.readFileSync(file, 'utf8')
const isClient = (file: string) => /\.client\.tsx?$/.test(file) || /^\s*['"]use client['"]/.test(text(file))
const saysServerOnly = (file: string) => /^import 'server-only'$/m.test(text(file))
/** Server actions: the browser's bundle holds a reference to each, never their module. */
const isServerActions = (file: string) => /^\s*['"]use server['"]/.test(text(file))

/** The modules a file imports at run time (type-only imports are erased), resolved inside `src/`. */
function runtimeImports(file: string): string[] {
  const specifiers = [...text(file).matchAll(/^(?:import|export)\s+(?!type\b)(?:[^'"]*?from\s+)?'([^']+)'/gm)].map(
    (m) => m[1],
  )
  return specifiers.flatMap((specifier) => {
    const base = specifier.startsWith('@/')
      ? path.join(src, specifier.slice(2))
      : specifier.startsWith('.')
        ? path.resolve(path.dirname(file), specifier)
        : null
    if (!base) return []
    const found = ['.ts', '.tsx', '/index.ts', '/index.tsx', '']
      .map((ext) => base + ext)
      .find((f) => fs.existsSync(f) && fs.statSync(f).isFile())
    return found && /\.tsx?$/.test(found) ? [found] : []
  })
}

const secretModules = [path.join(src, 'lib/env.ts'), path.join(src, 'lib/payload.ts')]
// lib/login-cookie.ts holds the key of the reserved area's cookie: the proxy reads it (its bundle is not built for
// React's server, where the marker is allowed) and so do test scripts in plain Node.
const exempt = (file: string) =>
  rel(file).startsWith('cms/') ||
  ['payload.config.ts', 'instrumentation.ts', 'lib/env.ts', 'lib/login-cookie.ts'].includes(rel(file))

describe('server-only modules', () => {
  const files = sourceFiles()

  it('every module that reads the configuration or the database says import "server-only"', () => {
    const readers = files.filter(
      (file) => !exempt(file) && runtimeImports(file).some((imported) => secretModules.includes(imported)),
    )
    expect(readers.length).toBeGreaterThan(10)
    expect(readers.filter((file) => !saysServerOnly(file) && !isServerActions(file)).map(rel)).toEqual([])
  })

  it('no browser module reaches the configuration or the database', () => {
    const reaches = (file: string, seen = new Set<string>()): string | null => {
      if (secretModules.includes(file) || saysServerOnly(file)) return rel(file)
      if (isServerActions(file)) return null
      seen.add(file)
      for (const next of runtimeImports(file)) {
        if (seen.has(next)) continue
        const found = reaches(next, seen)
        if (found) return `${rel(file)} → ${found}`
      }
      return null
    }
    const clients = files.filter(isClient)
    expect(clients.length).toBeGreaterThan(10)
    expect(clients.map((file) => reaches(file)).filter(Boolean)).toEqual([])
  })
})
