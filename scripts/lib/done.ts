/** The line `run-payload-script.mjs` waits for: printed only once the work is verified. */
export const DONE_MARK = '::payload-script-done::'

export function finish(summary: Record<string, unknown>): never {
  console.log(JSON.stringify(summary))
  console.log(DONE_MARK)
  process.exit(0)
}

export function fail(error: unknown): never {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error)
  process.exit(1)
}
