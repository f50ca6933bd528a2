import type { IncomingMessage } from 'node:http'
import http from 'node:http'

/**
 * The address of the client that sent a request, for per-address rate limits.
 *
 * A route handler never sees the socket: Next only copies the socket's address into `X-Forwarded-For`, and only
 * when the request has no such header, so a client that sends its own picks the address we see. The server
 * therefore writes the socket's address into a header of its own on every request before Next reads it
 * (`recordPeerAddresses`, called from src/instrumentation.ts), overwriting whatever a client sent under that name.
 *
 * `trustProxy` is the number of reverse proxies in front of the app (TRUST_PROXY): each appends the address it
 * saw to `X-Forwarded-For`, so the client is the `trustProxy`-th entry from the right; entries further left were
 * written by the client and are ignored. With 0 the header is ignored and the socket's address is the client.
 */
export const PEER_ADDRESS_HEADER = 'x-trade-catalogue-peer'

const installed = Symbol.for('trade-catalogue.peer-address-header')
const holder = globalThis as typeof globalThis & { [installed]?: boolean }

/** Stamps every incoming request of this process with its socket's address (idempotent). */
export function recordPeerAddresses(): void {
  if (holder[installed]) return
  holder[installed] = true
  const emit = http.Server.prototype.emit
  http.Server.prototype.emit = function (this: http.Server, event: string | symbol, ...args: unknown[]) {
    if (event === 'request') {
      const request = args[0] as IncomingMessage
      request.headers[PEER_ADDRESS_HEADER] = request.socket?.remoteAddress ?? 'unknown'
    }
    return emit.apply(this, [event, ...args] as Parameters<typeof emit>)
  } as typeof emit
}

/** Whether this process stamps requests: only then is the header ours and not a client's. */
export const peerAddressesRecorded = () => holder[installed] === true

/** `::ffff:10.0.0.1` and `10.0.0.1` are one client; an IPv6 client is counted by its /64, which it usually owns whole. */
export function normalizeAddress(raw: string): string {
  let address = raw.trim().toLowerCase()
  if (address.startsWith('[')) address = address.slice(1, address.indexOf(']'))
  else if (/^\d+\.\d+\.\d+\.\d+:\d+$/.test(address)) address = address.slice(0, address.lastIndexOf(':'))
  if (address.startsWith('::ffff:') && address.includes('.')) address = address.slice(7)
  if (address.includes(':')) {
    const [head, tail = ''] = address.split('::')
    const left = head ? head.split(':') : []
    const right = tail ? tail.split(':') : []
    const groups = address.includes('::')
      ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right]
      : left
    if (groups.length === 8 && groups.every((g) => /^[0-9a-f]{1,4}$/.test(g)))
      return `${groups
        .slice(0, 4)
        .map((g) => g.replace(/^0+(?=.)/, ''))
        .join(':')}::/64`
  }
  return address || 'unknown'
}

export function clientAddress(
  headers: Headers,
  trustProxy: number,
  recorded: boolean = peerAddressesRecorded(),
): string {
  const forwarded = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  const peer = recorded ? headers.get(PEER_ADDRESS_HEADER) : null
  if (trustProxy > 0 && forwarded.length >= trustProxy)
    return normalizeAddress(forwarded[forwarded.length - trustProxy]!)
  if (peer) return normalizeAddress(peer)
  // Not stamped (a request served before the instrumentation ran): Next's copy of the socket's address, when the
  // client sent no header, is the rightmost entry.
  return normalizeAddress(forwarded.at(-1) ?? 'unknown')
}
