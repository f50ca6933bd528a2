import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import en from '../../messages/en.json' with { type: 'json' }
import it_ from '../../messages/it.json' with { type: 'json' }
import { clientMessageKeys, pickMessages } from './client-messages'

const src = path.resolve(import.meta.dirname, '..')

/** Every module that runs in the browser: a `'use client'` directive, or a `.client.ts(x)` name. */
function clientModules(dir = src): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : clientModules(file)
    if (!/\.tsx?$/.test(entry.name) || /\.test\.tsx?$/.test(entry.name)) return []
    const text = readFileSync(file, 'utf8')
    return /\.client\.tsx?$/.test(entry.name) || /^\s*['"]use client['"]/.test(text) ? [file] : []
  })
}

/** The message keys a client module reads: `Namespace.key`, or `Namespace` when a key is not a literal. */
function keysReadBy(text: string): string[] {
  const keys: string[] = []
  for (const [, name, namespace] of text.matchAll(/(\w+)\s*=\s*useTranslations\(\s*(?:'([^']*)')?\s*\)/g)) {
    const calls = [...text.matchAll(new RegExp(`\\b${name}(?:\\.(?:rich|markup|raw|has))?\\(\\s*([^,)]*)`, 'g'))]
    for (const [, argument] of calls) {
      const literal = /^'([^']+)'$/.exec(argument.trim())
      keys.push([namespace, literal?.[1]].filter(Boolean).join('.'))
    }
  }
  return keys
}

const covered = (key: string) =>
  clientMessageKeys.some((listed: string) => key === listed || key.startsWith(`${listed}.`))

describe('client messages (src/i18n/client-messages.ts)', () => {
  it('lists every key that a client component reads with useTranslations', () => {
    const missing = clientModules().flatMap((file) =>
      keysReadBy(readFileSync(file, 'utf8'))
        .filter((key) => !covered(key))
        .map((key) => `${path.relative(src, file)}: ${key || '(all messages)'}`),
    )
    expect(missing).toEqual([])
  })

  it('lists only keys that exist in both languages, and hands them over', () => {
    const at = (node: unknown, key: string) =>
      key.split('.').reduce<unknown>((value, part) => (value as Record<string, unknown> | undefined)?.[part], node)
    for (const messages of [it_, en]) {
      const picked = pickMessages(messages)
      for (const key of clientMessageKeys) {
        expect(at(messages, key), key).toBeDefined()
        expect(at(picked, key), key).toEqual(at(messages, key))
      }
    }
  })

  it('picks namespaces and single keys with their nesting, and nothing else', () => {
    const messages = { A: { x: 'ax', y: 'ay' }, B: { x: 'bx', deep: { y: 'by', z: 'bz' } }, C: { x: 'cx' } }
    expect(pickMessages(messages, ['A', 'B.deep.y', 'B.x', 'Missing.key'])).toEqual({
      A: { x: 'ax', y: 'ay' },
      B: { x: 'bx', deep: { y: 'by' } },
    })
    // A namespace picked whole is shared, never written into.
    expect(pickMessages(messages, ['B', 'B.deep.y'])).toEqual({ B: messages.B })
    expect(messages.B.deep).toEqual({ y: 'by', z: 'bz' })
  })
})
