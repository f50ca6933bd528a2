// A PostgreSQL server of Debian's `postgresql` package, started by this project itself on 127.0.0.1: the tests' throw-
// away servers (tests/support/postgres.ts) and the local deployment's kept one (deploy/local.mjs). Debian's server
// refuses to run as root, so as root every server command runs as the `postgres` user.
import { execFile, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

/** The newest `/usr/lib/postgresql/<version>/bin` that holds a server, or null. */
export function findPostgresBin() {
  const base = '/usr/lib/postgresql'
  if (!fs.existsSync(base)) return null
  const versions = fs
    .readdirSync(base)
    .filter((v) => fs.existsSync(path.join(base, v, 'bin', 'postgres')))
    .sort((a, b) => Number.parseFloat(b) - Number.parseFloat(a))
  return versions.length ? path.join(base, versions[0], 'bin') : null
}

function run(command, args) {
  return new Promise((resolve, reject) => {
    execFile(command, args, { timeout: 120_000, maxBuffer: 16 * 1024 * 1024 }, (error, stdout, stderr) => {
      if (error)
        reject(new Error(`${[command, ...args].join(' ')} failed: ${error.message}\n${stdout}\n${stderr}`.trim()))
      else resolve(stdout)
    })
  })
}

/**
 * Starts a server with its files under `dir` (data in `dir/data`, made by initdb when missing, kept otherwise) on
 * 127.0.0.1:`port`, with a database named `database` (made when missing). `durable: false` turns off what protects
 * the data from a crash of the machine (fsync…): for tests. `stopOnExit`: stop it should this process end first.
 * Returns its `url` and `stop()`.
 */
export async function startPostgresServer({ dir, port, database = 'vinea', durable = true, stopOnExit = true }) {
  const bin = findPostgresBin()
  if (!bin) {
    throw new Error(
      'PostgreSQL server binaries not found under /usr/lib/postgresql/*/bin: install them with `apt-get install -y postgresql`',
    )
  }
  const asRoot = process.getuid?.() === 0
  // Server commands: as root through runuser, since PostgreSQL refuses to run as root.
  const server = (tool, args) =>
    asRoot ? run('runuser', ['-u', 'postgres', '--', path.join(bin, tool), ...args]) : run(path.join(bin, tool), args)

  fs.mkdirSync(dir, { recursive: true, mode: 0o755 })
  const data = path.join(dir, 'data')
  // A Unix socket path may hold ~107 bytes: a deep checkout gets its socket directory under the system temp.
  let socketDir = path.join(dir, 'sock')
  let ownSocketDir = false
  if (socketDir.length > 80) {
    socketDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pg-sock-'))
    ownSocketDir = true
  } else {
    fs.mkdirSync(socketDir, { recursive: true })
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
  const removeSocketDir = () => ownSocketDir && fs.rmSync(socketDir, { recursive: true, force: true })

  let running = false
  const stopArgs = ['-D', data, 'stop', '-m', durable ? 'fast' : 'immediate', '-w']
  // Should this process end without calling stop(), do not leave a server behind.
  const onExit = () => {
    if (!running) return
    const args = [path.join(bin, 'pg_ctl'), ...stopArgs]
    if (asRoot) spawnSync('runuser', ['-u', 'postgres', '--', ...args], { stdio: 'ignore' })
    else spawnSync(args[0], args.slice(1), { stdio: 'ignore' })
    removeSocketDir()
  }
  if (stopOnExit) process.once('exit', onExit)

  try {
    if (!fs.existsSync(path.join(data, 'PG_VERSION'))) {
      fs.rmSync(data, { recursive: true, force: true })
      const initdb = ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', ...(durable ? [] : ['--no-sync'])]
      try {
        await server('initdb', [...initdb, '--locale=C.UTF-8'])
      } catch {
        fs.rmSync(data, { recursive: true, force: true })
        await server('initdb', [...initdb, '--locale=C'])
      }
    }
    const fast = durable ? '' : ' -c fsync=off -c synchronous_commit=off -c full_page_writes=off'
    const serverOptions = `-p ${port} -k ${socketDir} -c listen_addresses=127.0.0.1${fast}`
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
    const exists = await run(path.join(bin, 'psql'), [
      ...['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', '-tAc'],
      `SELECT 1 FROM pg_database WHERE datname = '${database.replace(/'/g, "''")}'`,
    ])
    if (exists.trim() !== '1')
      await run(path.join(bin, 'createdb'), ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', database])
    return {
      url: `postgres://postgres@127.0.0.1:${port}/${database}`,
      async stop() {
        process.removeListener('exit', onExit)
        if (running) {
          running = false
          await server('pg_ctl', stopArgs)
        }
        removeSocketDir()
      },
    }
  } catch (error) {
    process.removeListener('exit', onExit)
    if (running) await server('pg_ctl', stopArgs).catch(() => {})
    removeSocketDir()
    const log = path.join(dir, 'server.log')
    const tail = fs.existsSync(log) ? `\nserver log:\n${fs.readFileSync(log, 'utf8').slice(-2000)}` : ''
    throw new Error(`${error instanceof Error ? error.message : String(error)}${tail}`)
  }
}
