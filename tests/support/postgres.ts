/**
 * A throw-away PostgreSQL server for tests: Debian's `postgresql` package, started by the test itself on a
 * free port of 127.0.0.1, with its data under `.cache/test/pg-<pid>`, removed again by `stop()`
 * (scripts/lib/postgres-server.mjs, shared with the local deployment of deploy/local.mjs).
 */
import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'

import { findPostgresBin, startPostgresServer } from '../../scripts/lib/postgres-server.mjs'

export { findPostgresBin }

export type TestPostgres = { url: string; stop(): Promise<void> }

const root = path.resolve(import.meta.dirname, '../..')

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
  })
}

/** `port`: the port to listen on (default: a free one). */
export async function startPostgres(options: { port?: number } = {}): Promise<TestPostgres> {
  const dir = path.join(root, '.cache/test', `pg-${process.pid}`)
  fs.rmSync(dir, { recursive: true, force: true })
  const remove = () => fs.rmSync(dir, { recursive: true, force: true })
  try {
    const server = await startPostgresServer({ dir, port: options.port ?? (await freePort()), durable: false })
    // Its files go with it, should the test process end without calling stop(): after the server's own exit
    // handler (registered first) has stopped it.
    process.once('exit', remove)
    return {
      url: server.url,
      async stop() {
        await server.stop()
        process.removeListener('exit', remove)
        remove()
      },
    }
  } catch (error) {
    remove()
    throw error
  }
}
