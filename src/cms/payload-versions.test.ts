import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { temporaryFolders } from '../../tests/support/temp-folders'
import { assertPayloadVersions, laggingPayloadPackages, payloadVersionMismatches } from './payload-versions'

/** Our replacement for Payload's dependency check (docs/decisions/039-object-storage.md). */
const tempDir = temporaryFolders('vinea-payload-versions-')

/** A project folder whose node_modules holds the given packages at the given versions. */
function project(packages: Record<string, string>): string {
  const root = tempDir()
  for (const [name, version] of Object.entries(packages)) {
    const dir = path.join(root, 'node_modules', name)
    fs.mkdirSync(dir, { recursive: true })
    fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name, version }))
  }
  return root
}

describe('Payload package versions', () => {
  it('this project’s installed packages pass: Payload’s version everywhere, storage-s3 and its plugin at theirs', () => {
    expect(payloadVersionMismatches()).toEqual([])
    const installed = (name: string) =>
      (JSON.parse(fs.readFileSync(path.join('node_modules', name, 'package.json'), 'utf8')) as { version: string })
        .version
    for (const [name, version] of Object.entries(laggingPayloadPackages)) expect(installed(name)).toBe(version)
  })

  it('finds a package of another version, and a second copy nested under a package', () => {
    const root = project({
      payload: '3.90.2',
      '@payloadcms/ui': '3.90.2',
      '@payloadcms/next': '3.90.1',
      '@payloadcms/storage-s3': '3.90.1',
      '@payloadcms/plugin-cloud-storage': '3.90.1',
      '@payloadcms/plugin-cloud-storage/node_modules/@payloadcms/ui': '3.90.1',
      '@payloadcms/storage-s3/node_modules/payload': '3.90.1',
    })
    expect(payloadVersionMismatches(root)).toEqual([
      '@payloadcms/next@3.90.1 (expected 3.90.2)',
      '@payloadcms/plugin-cloud-storage/node_modules/@payloadcms/ui@3.90.1 (expected 3.90.2)',
      '@payloadcms/storage-s3/node_modules/payload@3.90.1 (expected 3.90.2)',
    ])
    expect(() => assertPayloadVersions(root)).toThrow(
      /Mismatching Payload package versions: @payloadcms\/next@3\.90\.1/,
    )
  })

  it('allows a lagging package at its listed version only', () => {
    expect(payloadVersionMismatches(project({ payload: '3.90.2', '@payloadcms/storage-s3': '3.90.2' }))).toEqual([
      '@payloadcms/storage-s3@3.90.2 (expected 3.90.1)',
    ])
  })
})
