/**
 * A write that met another: SQLite's one writer (SQLITE_BUSY, "database is locked") or PostgreSQL's deadlock and
 * serialization failures. Looked for in the error and in the errors it wraps: drizzle, under Payload, reports a
 * statement's failure as "Failed query: …" with the driver's error as its cause.
 */
export function isBusy(error: unknown): boolean {
  let current: unknown = error
  for (let depth = 0; current !== undefined && current !== null && depth < 5; depth++) {
    if (/SQLITE_BUSY|database is locked|deadlock|could not serialize/i.test(String(current))) return true
    current = current instanceof Error ? current.cause : undefined
  }
  return false
}

/**
 * Runs `work` again while it fails for a write that met another, up to `attempts` more times, waiting `wait(attempt)`
 * ms before each (by default 20, 40, 80 … ms with a little jitter, eight times: about 5 s in all).
 */
export async function retryWhenBusy<T>(
  work: () => Promise<T>,
  {
    attempts = 8,
    wait = (attempt: number) => 20 * 2 ** attempt + Math.random() * 20,
  }: { attempts?: number; wait?: (attempt: number) => number } = {},
): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await work()
    } catch (error) {
      if (attempt >= attempts || !isBusy(error)) throw error
      await new Promise((resolve) => setTimeout(resolve, wait(attempt)))
    }
  }
}
