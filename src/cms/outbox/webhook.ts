import { createHmac } from 'node:crypto'

/**
 * The flow-automation service's copy of a submission (spec §7.11; DESIGN.md "Forms"): a JSON POST signed with a
 * shared secret. The receiver recomputes `sha256=<hex HMAC-SHA256 of "<X-Timestamp>.<body>">` and compares it with
 * X-Signature, refuses an old timestamp, and keeps each Idempotency-Key once: a retried delivery sends the same key.
 */
export function signWebhook(secret: string, timestamp: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`
}

export async function postWebhook(
  target: { url: string; secret: string },
  idempotencyKey: string,
  payload: unknown,
  timeoutMs = 15_000,
): Promise<void> {
  const body = JSON.stringify(payload)
  const timestamp = String(Math.floor(Date.now() / 1000))
  const response = await fetch(target.url, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'Idempotency-Key': idempotencyKey,
      'X-Timestamp': timestamp,
      'X-Signature': signWebhook(target.secret, timestamp, body),
      'User-Agent': 'trade-catalogue-outbox',
    },
    body,
    redirect: 'error',
    signal: AbortSignal.timeout(timeoutMs),
  })
  // The body is not needed; reading it frees the connection.
  await response.arrayBuffer().catch(() => undefined)
  if (!response.ok) throw new Error(`webhook answered ${response.status} ${response.statusText}`)
}
