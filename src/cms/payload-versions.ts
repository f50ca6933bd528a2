import fs from 'node:fs'
import path from 'node:path'

/**
 * Payload checks, outside production, that every installed `@payloadcms/*` package has Payload's own version, and
 * stops with an error otherwise. `@payloadcms/storage-s3` (and its `plugin-cloud-storage`) are released after
 * Payload: their newest, 3.90.1, is what we run beside payload 3.90.2 (its `payload` peer and `@payloadcms/ui`
 * dependency are pointed at ours by package.json's `overrides`). Payload's check has no exceptions, so
 * payload.config.ts turns it off and runs this one instead: the same rule, with these packages at exactly these
 * versions allowed (docs/decisions/039-object-storage.md). When they catch up, empty this list and remove the
 * overrides.
 */
export const laggingPayloadPackages: Readonly<Record<string, string>> = {
  '@payloadcms/storage-s3': '3.90.1',
  '@payloadcms/plugin-cloud-storage': '3.90.1',
}

const versionOf = (dir: string): string | null => {
  try {
    return (JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version?: string }).version ?? null
  } catch {
    return null
  }
}

/**
 * Every installed Payload package whose version is neither Payload's nor its allowed one, as `name@version
 * (expected …)`, nested copies (`@payloadcms/x/node_modules/@payloadcms/ui`: a second copy of the admin's UI)
 * included.
 */
export function payloadVersionMismatches(root: string = process.cwd()): string[] {
  const modules = path.join(root, 'node_modules')
  const payloadVersion = versionOf(path.join(modules, 'payload'))
  if (!payloadVersion) return []
  const mismatches: string[] = []
  const check = (dir: string, name: string) => {
    const version = versionOf(dir)
    const expected = laggingPayloadPackages[name] ?? payloadVersion
    if (version && version !== expected) {
      mismatches.push(`${path.relative(modules, dir)}@${version} (expected ${expected})`)
    }
  }
  const scope = path.join(modules, '@payloadcms')
  const names = fs.existsSync(scope) ? fs.readdirSync(scope) : []
  for (const name of names) {
    const dir = path.join(scope, name)
    check(dir, `@payloadcms/${name}`)
    check(path.join(dir, 'node_modules', 'payload'), 'payload')
    const nested = path.join(dir, 'node_modules', '@payloadcms')
    if (fs.existsSync(nested)) {
      for (const inner of fs.readdirSync(nested)) check(path.join(nested, inner), `@payloadcms/${inner}`)
    }
  }
  return mismatches
}

/** Stops the start, as Payload's own check would, when a Payload package has another version (see above). */
export function assertPayloadVersions(root?: string): void {
  const mismatches = payloadVersionMismatches(root)
  if (mismatches.length) {
    throw new Error(
      `Mismatching Payload package versions: ${mismatches.join(', ')}. Every @payloadcms package must have ` +
        "payload's version, except those listed in src/cms/payload-versions.ts; run `npm install`.",
    )
  }
}
