/**
 * A throw-away PostgreSQL server for tests: Debian's `postgresql` package, started by the test itself on a
 * free port of 127.0.0.1, with its data under `.cache/test/pg-<pid>`, removed again by `stop()`.
 * Debian's server refuses to run as root, so as root every server command runs as the `postgres` user.
 */
import { execFile, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'

export type TestPostgres = { url: string; stop(): Promise<void> }

const root = path.resolve(import.meta.dirname, '../..')

/** The newest `/usr/lib/postgresql/<version>/bin` that holds a server, or null. */
export function findPostgresBin(): string | null {
  const base = '/usr/lib/postgresql'
  if (!fs.existsSync(base)) return null
  const versions = fs
    .readdirSync(base)
    .filter((v) => fs.existsSync(path.join(base, v, 'bin', 'postgres')))
    .sort((a, b) => Number.parseFloat(b) - Number.parseFloat(a))
  return versions.length ? path.join(base, versions[0], 'bin') : null
}

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

function run(command: string, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(command, args, { timeout: 120_000, maxBuffer: 16 * 1024 * 1024 }, (error, stdout, stderr) => {
      if (error)
        reject(new Error(`${[command, ...args].join(' ')} failed: ${error.message}\n${stdout}\n${stderr}`.trim()))
      else resolve(stdout)
    })
  })
}

/** `port`: the port to listen on (default: a free one). */
export async function startPostgres(options: { port?: number } = {}): Promise<TestPostgres> {
  const bin = findPostgresBin()
  if (!bin) {
    throw new Error(
      'PostgreSQL server binaries not found under /usr/lib/postgresql/*/bin: install them with `apt-get install -y postgresql` (.ci/run does)',
    )
  }
  const asRoot = process.getuid?.() === 0
  // Server commands: as root through runuser, since PostgreSQL refuses to run as root.
  const server = (tool: string, args: string[]) =>
    asRoot ? run('runuser', ['-u', 'postgres', '--', path.join(bin, tool), ...args]) : run(path.join(bin, tool), args)

  const dir = path.join(root, '.cache/test', `pg-${process.pid}`)
  fs.rmSync(dir, { recursive: true, force: true })
  fs.mkdirSync(dir, { recursive: true, mode: 0o755 })
  const data = path.join(dir, 'data')
  // A Unix socket path may hold ~107 bytes: a deep checkout gets its socket directory under the system temp.
  let socketDir = path.join(dir, 'sock')
  let ownSocketDir = false
  if (socketDir.length > 80) {
    socketDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pg-sock-'))
    ownSocketDir = true
  } else {
    fs.mkdirSync(socketDir)
  }
  if (asRoot) {
    await run('chown', ['-R', 'postgres:postgres', dir, socketDir])
    // The postgres user must be able to reach its directory through the checkout's folders.
    try {
      await run('runuser', ['-u', 'postgres', '--', 'test', '-w', dir])
    } catch {
      throw new Error(`the postgres user cannot write ${dir}: a folder above it is not readable by others`)
    }
  }

  let running = false
  const remove = () => {
    fs.rmSync(dir, { recursive: true, force: true })
    if (ownSocketDir) fs.rmSync(socketDir, { recursive: true, force: true })
  }
  // Should the test process end without calling stop(), do not leave a server behind.
  const onExit = () => {
    if (!running) return
    const args = [path.join(bin, 'pg_ctl'), '-D', data, 'stop', '-m', 'immediate', '-w']
    if (asRoot) spawnSync('runuser', ['-u', 'postgres', '--', ...args], { stdio: 'ignore' })
    else spawnSync(args[0], args.slice(1), { stdio: 'ignore' })
    remove()
  }
  process.once('exit', onExit)

  try {
    const initdb = ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']
    try {
      await server('initdb', [...initdb, '--locale=C.UTF-8'])
    } catch {
      fs.rmSync(data, { recursive: true, force: true })
      await server('initdb', [...initdb, '--locale=C'])
    }
    const port = options.port ?? (await freePort())
    const serverOptions = `-p ${port} -k ${socketDir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`
    // -l: the server writes to a file, not to our pipe (which would keep execFile waiting for ever).
    await server('pg_ctl', [
      '-D',
      data,
      '-l',
      path.join(dir, 'server.log'),
      '-w',
      '-t',
      '60',
      '-o',
      serverOptions,
      'start',
    ])
    running = true
    await run(path.join(bin, 'createdb'), ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', 'vinea'])
    return {
      url: `postgres://postgres@127.0.0.1:${port}/vinea`,
      async stop() {
        process.removeListener('exit', onExit)
        if (running) {
          running = false
          await server('pg_ctl', ['-D', data, 'stop', '-m', 'immediate', '-w'])
        }
        remove()
      },
    }
  } catch (error) {
    process.removeListener('exit', onExit)
    if (running) await server('pg_ctl', ['-D', data, 'stop', '-m', 'immediate', '-w']).catch(() => {})
    const log = path.join(dir, 'server.log')
    const tail = fs.existsSync(log) ? `\nserver log:\n${fs.readFileSync(log, 'utf8').slice(-2000)}` : ''
    remove()
    throw new Error(`${error instanceof Error ? error.message : String(error)}${tail}`)
  }
}
