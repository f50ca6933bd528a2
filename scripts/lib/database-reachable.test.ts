import { describe, expect, it } from 'vitest'

import { postgresUnreachable, shownDatabaseUrl } from './database-reachable'
import { freePort } from './redis-server.mjs'

describe('a PostgreSQL that cannot be reached is reported with its setting (the twelfth check from outside)', () => {
  it('names DATABASE_URL and its address, never the password', async () => {
    const url = `postgres://vinea:a-secret-password@127.0.0.1:${await freePort()}/vinea`
    const problem = await postgresUnreachable(url, 3000)
    expect(problem).toContain('DATABASE_URL')
    expect(problem).toContain('postgres://vinea:***@127.0.0.1:')
    expect(problem).toMatch(/ECONNREFUSED/)
    expect(problem).not.toContain('a-secret-password')
  })

  it('shows an address without its password', () => {
    expect(shownDatabaseUrl('postgres://u:p%40ss@db.example:5432/site?sslmode=require')).toBe(
      'postgres://u:***@db.example:5432/site?sslmode=require',
    )
    expect(shownDatabaseUrl('postgres://db.example/site')).toBe('postgres://db.example/site')
    expect(shownDatabaseUrl('not a url')).toBe('(an address that does not parse)')
  })
})
