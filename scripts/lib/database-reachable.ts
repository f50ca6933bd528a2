import pg from 'pg'

/** A database address to show: its password hidden. */
export function shownDatabaseUrl(url: string): string {
  try {
    const shown = new URL(url)
    if (shown.password) shown.password = '***'
    return shown.toString()
  } catch {
    return '(an address that does not parse)'
  }
}

/**
 * Why the PostgreSQL server of `url` cannot be used, or null when it takes a connection: said before Payload starts,
 * whose own report ("cannot connect to Postgres. Details: connect ECONNREFUSED…", with its stack) named neither the
 * setting nor the address (the twelfth check from outside).
 */
export async function postgresUnreachable(url: string, timeoutMs = 10_000): Promise<string | null> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: timeoutMs })
  try {
    await client.connect()
    return null
  } catch (error) {
    const reason = error instanceof Error && error.message ? error.message : String(error)
    return (
      `cannot connect to the database of DATABASE_URL, ${shownDatabaseUrl(url)}: ${reason}.\n` +
      '  Start PostgreSQL there, or correct DATABASE_URL (in the environment or in .env).'
    )
  } finally {
    await client.end().catch(() => undefined)
  }
}
