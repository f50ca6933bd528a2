/**
 * How often and how long the outbox tries a delivery: the first retry `baseMs` after a failure, each next one
 * after twice the wait before (Payload's exponential backoff: `2^tries × baseMs`), until the waits add up to at
 * least 24 hours. With the default 60 s: 11 retries after the first attempt, the last about 34 hours on.
 */
export const DAY_MS = 24 * 60 * 60 * 1000

export function retryAttempts(baseMs: number, spanMs: number = DAY_MS): number {
  let attempts = 0
  let total = 0
  while (total < spanMs) {
    total += baseMs * 2 ** attempts
    attempts++
  }
  return attempts
}

/** How long after the first attempt the last one runs. */
export const retrySpan = (baseMs: number, attempts: number) => baseMs * (2 ** attempts - 1)
