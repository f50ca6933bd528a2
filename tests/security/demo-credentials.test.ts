import { spawn } from 'node:child_process'
import net from 'node:net'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

/**
 * Issue 16, finding 3: the demo accounts' passwords are published, so the server refuses to serve a public
 * SITE_URL or a non-local listening address while an account has one, and says what to set. Started here as a
 * second server on the tests' own build and database (the demo accounts still have their demo passwords).
 */
const root = path.resolve(import.meta.dirname, '../..')

const freePort = () =>
  new Promise<number>((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo
      srv.close(() => resolve(port))
    })
  })

/** Runs a command until it exits (or 90 s pass), with its output. */
function run(args: string[], env: Record<string, string>) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(process.execPath, args, {
      cwd: root,
      env: { ...process.env, NODE_ENV: 'production', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    const timer = setTimeout(() => child.kill('SIGKILL'), 90_000)
    child.on('exit', (code) => {
      clearTimeout(timer)
      resolve({ code, output })
    })
  })
}

// What `npm start` runs: `next start` with the site's error pages (scripts/serve.mjs).
const serve = path.join(root, 'scripts/serve.mjs')

describe('Finding 3: no published demo password on a public address', () => {
  it('the server refuses a public SITE_URL, naming the accounts and what to set', async () => {
    const port = await freePort()
    const { code, output } = await run([serve, '-p', String(port), '-H', '127.0.0.1'], {
      SITE_URL: 'https://www.vinea.example',
      PORT: String(port),
    })
    expect(code).toBe(1)
    expect(output).toContain('Refusing to serve SITE_URL https://www.vinea.example')
    expect(output).toContain('editor@vinea.demo (editor)')
    expect(output).toContain('cliente@vinea.demo (trade customer)')
    expect(output).toContain('DEMO_EDITOR_PASSWORD')
  })

  it('the server refuses to listen on every address (0.0.0.0) with the demo passwords', async () => {
    const port = await freePort()
    const { code, output } = await run([serve, '-p', String(port), '-H', '0.0.0.0'], {
      SITE_URL: `http://localhost:${port}`,
      PORT: String(port),
    })
    expect(code).toBe(1)
    expect(output).toContain('Refusing to serve the address 0.0.0.0 (HOST)')
  })

  // The twelfth check from outside: `npm run serve` (no -H, HOST unset) listens on 127.0.0.1, and refused to start,
  // naming "every address of this machine".
  it('the server started without -H or HOST listens on 127.0.0.1 and serves, demo passwords and all', async () => {
    const port = await freePort()
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: 'production',
      SITE_URL: `http://localhost:${port}`,
      PORT: String(port),
      JOBS_AUTORUN_CRON: 'off',
    }
    delete env.HOST
    const child = spawn(process.execPath, [serve, '-p', String(port)], {
      cwd: root,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    const exited = new Promise((resolve) => child.once('exit', resolve))
    try {
      let status = 0
      for (let i = 0; i < 120 && status !== 200 && child.exitCode === null; i++) {
        status = await fetch(`http://127.0.0.1:${port}/api/health/`).then(
          (res) => res.status,
          () => 0,
        )
        if (status !== 200) await new Promise((r) => setTimeout(r, 500))
      }
      expect(status, output).toBe(200)
      // Still serving once the start-up checks (src/instrumentation.ts) have run.
      await new Promise((r) => setTimeout(r, 3_000))
      expect(child.exitCode, output).toBeNull()
      expect(output).not.toContain('Refusing')
    } finally {
      child.kill('SIGTERM')
      await exited
    }
  })

  it('preparing the database for a public SITE_URL stops before the build, with the same message', async () => {
    const { code, output } = await run(['scripts/run-payload-script.mjs', 'scripts/prepare-db.ts'], {
      SITE_URL: 'https://www.vinea.example',
    })
    expect(code).toBe(1)
    expect(output).toContain('Refusing to serve SITE_URL https://www.vinea.example')
  })

  // The thirty-first check from outside: `HOST=0.0.0.0 npm start` built the whole site, then the server refused.
  it('preparing the database for every address (HOST=0.0.0.0) stops before the build, with the same message', async () => {
    const { code, output } = await run(['scripts/run-payload-script.mjs', 'scripts/prepare-db.ts'], { HOST: '0.0.0.0' })
    expect(code).toBe(1)
    expect(output).toContain('Refusing to serve the address 0.0.0.0 (HOST)')
  })
})
