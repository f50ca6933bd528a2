// A Redis server of Debian's `redis-server` package, started by this project itself on 127.0.0.1 with nothing kept on
// disk: the tests' and benches' throw-away servers, and the local deployment's (deploy/local.mjs).
import { spawn, spawnSync } from 'node:child_process'
import net from 'node:net'

/** Whether `redis-server` is installed. */
export const hasRedisServer = () => spawnSync('sh', ['-c', 'command -v redis-server']).status === 0

/** A port free on 127.0.0.1 at the time of asking. @returns {Promise<number>} */
export const freePort = () =>
  new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address()
      s.close(() => resolve(port))
    })
  })

/**
 * Starts `redis-server` on `port` (no snapshot, no append-only file); `options` go to `spawn`. Returns the child.
 * @param {number} port
 * @param {import('node:child_process').SpawnOptions} [options]
 */
export const spawnRedisServer = (port, options = {}) =>
  spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], options)

/**
 * Resolves true once something accepts connections on `port` (up to `tries` × 100 ms), else false.
 * @param {number} port
 */
export async function waitForPort(port, tries = 100) {
  for (let i = 0; i < tries; i++) {
    const open = await new Promise((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => socket.end(() => resolve(true)))
      socket.on('error', () => resolve(false))
    })
    if (open) return true
    await new Promise((r) => setTimeout(r, 100))
  }
  return false
}
