import { isIP } from 'node:net'

/**
 * Whether a host name or address reaches only this machine: `localhost` and its sub-domains, 127.0.0.0/8 and
 * ::1. The demo's published passwords are tolerated on such an address and nowhere else (decision 014).
 */
export function isLocalHost(host: string): boolean {
  const name = host
    .trim()
    .toLowerCase()
    .replace(/^\[|\]$/g, '')
    .replace(/\.$/, '')
  if (name === 'localhost' || name.endsWith('.localhost')) return true
  if (isIP(name) === 4) return name.startsWith('127.')
  if (isIP(name) === 6) return name === '::1' || name === '0:0:0:0:0:0:0:1' || /^::ffff:127\./.test(name)
  return false
}

/**
 * The addresses the site is reached by that are not local, in words, for the refusal message: the public
 * origin (SITE_URL) and the address the server listens on (unset: every address of the machine).
 */
export function publicAddresses({ siteUrl, listenHost }: { siteUrl: string; listenHost: string | undefined }) {
  const found: string[] = []
  const site = new URL(siteUrl).hostname
  if (!isLocalHost(site)) found.push(`SITE_URL ${siteUrl}`)
  if (listenHost === undefined || listenHost === '') found.push('every address of this machine (HOST is unset)')
  else if (!isLocalHost(listenHost)) found.push(`the address ${listenHost} (HOST)`)
  return found
}

/** The address `next start` was told to listen on (`-H`/`--hostname`), or HOST; undefined means every address. */
export function listenHostOf(argv: readonly string[], host: string | undefined): string | undefined {
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!
    if (arg === '-H' || arg === '--hostname') return argv[i + 1]
    if (arg.startsWith('--hostname=')) return arg.slice('--hostname='.length)
  }
  return host || undefined
}
