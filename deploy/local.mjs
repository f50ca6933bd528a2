#!/usr/bin/env node
/**
 * `npm run deploy:local`: the deployment recipe of deploy/ on this machine, from Debian's packages (issue 17,
 * item 1; docs/decisions/041-deployment.md). PostgreSQL, Redis, one build copied to two app nodes (or `--nodes N`)
 * and nginx in front of them (deploy/nginx/site.conf.template: TLS, HTTP/2, brotli, the edge micro-cache), each
 * started by this script and stopped by Ctrl-C; an app node that ends is started again. What it keeps between runs is under DEPLOY_DIR (default
 * `.cache/deploy`): the database's files, the uploads, the generated secrets, the certificates.
 *
 *   npm run deploy:local                     https://localhost:8443/ (http://localhost:8080/ redirects to it)
 *   npm run deploy:local -- --nodes 3
 *
 * Needs: `apt-get install -y nginx libnginx-mod-http-brotli-filter postgresql redis-server` (it says which are
 * missing). Ports: DEPLOY_HTTPS_PORT (8443), DEPLOY_HTTP_PORT (8080), DEPLOY_NODE_PORT (3201: the first node, then
 * +1 per node), DEPLOY_PG_PORT (55432), DEPLOY_REDIS_PORT (56379). The browser must trust `DEPLOY_DIR/tls/ca.pem`
 * (or accept the warning): the certificate is for localhost, signed by an authority made here.
 *
 * bench/load.mjs imports `startDeployment` to measure it under load.
 */
import { spawn, spawnSync } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import https from 'node:https'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { findPostgresBin, startPostgresServer } from '../scripts/lib/postgres-server.mjs'
import { prepareAndBuild } from '../scripts/lib/prepared-build.mjs'
import { hasRedisServer, spawnRedisServer } from '../scripts/lib/redis-server.mjs'
import { localCertificates, localhostValues, missingPackages, startNginx, writeNginxConfig } from './lib/nginx.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const sleep = (ms) => new Promise((r) => setTimeout(r, ms))

/** The Debian packages this script needs and lacks. */
export function missingForDeployment() {
  const missing = missingPackages()
  if (!findPostgresBin()) missing.push('postgresql')
  if (!hasRedisServer()) missing.push('redis-server')
  return missing
}

/** Runs a command to its end, its output to `logFile`; throws with the output's tail when it fails. */
function run(command, args, env, logFile) {
  const result = spawnSync(command, args, { cwd: root, env, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
  fs.writeFileSync(logFile, `${result.stdout ?? ''}\n${result.stderr ?? ''}`)
  if (result.status !== 0) {
    throw new Error(`${[command, ...args].join(' ')} failed (${result.status ?? result.signal}); see ${logFile}`)
  }
  return result.stdout
}

async function waitFor(url, child, ms = 180_000) {
  const deadline = Date.now() + ms
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`${url}: the process ended`)
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // not listening yet
    }
    await sleep(300)
  }
  throw new Error(`${url} did not answer within ${ms / 1000} s`)
}

/** Ends a child started `detached` (its own process group): TERM, then KILL after 10 s. */
export async function stopChild(child, signal = 'SIGTERM') {
  if (!child || child.exitCode !== null || child.signalCode !== null) return
  const exited = new Promise((resolve) => child.once('exit', resolve))
  try {
    process.kill(-child.pid, signal)
  } catch {
    return
  }
  if ((await Promise.race([exited, sleep(10_000).then(() => 'timeout')])) === 'timeout') {
    try {
      process.kill(-child.pid, 'SIGKILL')
    } catch {
      // gone
    }
    await exited
  }
}

/** The secrets every node shares, generated once into `dir/secrets.json` (mode 600). */
function sharedSecrets(dir) {
  const file = path.join(dir, 'secrets.json')
  if (fs.existsSync(file)) return JSON.parse(fs.readFileSync(file, 'utf8'))
  const secrets = {
    PAYLOAD_SECRET: crypto.randomBytes(32).toString('hex'),
    REVALIDATE_SECRET: crypto.randomBytes(32).toString('hex'),
  }
  fs.writeFileSync(file, `${JSON.stringify(secrets, null, 2)}\n`, { mode: 0o600 })
  return secrets
}

/**
 * A node's own copy of the build, as another machine would have it: its files linked, its `server/` copied (Next
 * writes there in place) and an empty `cache/`. Also tests/nodes/two-nodes.test.ts's.
 */
export function copyBuild(from, to) {
  fs.rmSync(path.join(root, to), { recursive: true, force: true })
  spawnSync('cp', ['-al', from, to], { cwd: root })
  for (const sub of ['server', 'cache']) fs.rmSync(path.join(root, to, sub), { recursive: true, force: true })
  spawnSync('cp', ['-a', path.join(from, 'server'), path.join(to, 'server')], { cwd: root })
  fs.mkdirSync(path.join(root, to, 'cache'))
}

/**
 * Starts the whole deployment; resolves once nginx answers for every node. Options: `dir` (its files), `nodes`
 * (count), `ports` ({ https, http, node, pg, redis }), `products` (demo catalogue size when the database is new),
 * `extraNginx` (server-level nginx lines), `accessLog`, `say` (progress lines).
 * Returns { origin, ca, env, nodes: [{ name, port, base, log, start(), stop(signal) }], accessLog, stop() }.
 */
export async function startDeployment({
  dir = path.resolve(root, process.env.DEPLOY_DIR || '.cache/deploy'),
  nodes: nodeCount = 2,
  ports = {},
  products,
  extraNginx = '',
  accessLog = true,
  say = (line) => console.log(`▸ ${line}`),
} = {}) {
  const missing = missingForDeployment()
  if (missing.length) throw new Error(`missing Debian packages: apt-get install -y ${missing.join(' ')}`)
  const port = {
    https: Number(process.env.DEPLOY_HTTPS_PORT) || 8443,
    http: Number(process.env.DEPLOY_HTTP_PORT) || 8080,
    node: Number(process.env.DEPLOY_NODE_PORT) || 3201,
    pg: Number(process.env.DEPLOY_PG_PORT) || 55432,
    redis: Number(process.env.DEPLOY_REDIS_PORT) || 56379,
    ...ports,
  }
  fs.mkdirSync(path.join(dir, 'logs'), { recursive: true })
  const logs = path.join(dir, 'logs')
  const origin = `https://localhost:${port.https}`
  const children = []
  const stopAll = async () => {
    await Promise.all(children.map((c) => stopChild(c)))
    await postgres?.stop().catch(() => {})
  }

  say(`PostgreSQL on 127.0.0.1:${port.pg} (${path.relative(root, dir)}/postgres)`)
  let postgres = await startPostgresServer({ dir: path.join(dir, 'postgres'), port: port.pg })
  try {
    say(`Redis on 127.0.0.1:${port.redis}`)
    const redis = spawnRedisServer(port.redis, {
      stdio: ['ignore', fs.openSync(path.join(logs, 'redis.log'), 'w'), 'inherit'],
      detached: true,
    })
    children.push(redis)

    const distDir = '.next-deploy'
    const env = {
      ...process.env,
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      DATABASE_URL: postgres.url,
      REDIS_URL: `redis://127.0.0.1:${port.redis}`,
      MEDIA_DIR: path.join(dir, 'media'),
      MAIL_DIR: path.join(dir, 'mail'),
      SITE_URL: origin,
      TRUST_PROXY: '1',
      ...sharedSecrets(dir),
    }

    prepareAndBuild({
      root,
      env,
      distDir,
      prepareArgs: products ? ['--products', String(products)] : [],
      say,
      run: (step, args, extra) => run(process.execPath, args, { ...env, ...extra }, path.join(logs, `${step}.log`)),
    })

    const nodes = Array.from({ length: nodeCount }, (_, i) => {
      const name = `node-${i + 1}`
      const nodePort = port.node + i
      const node = {
        name,
        port: nodePort,
        base: `http://127.0.0.1:${nodePort}`,
        log: path.join(logs, `${name}.log`),
        child: null,
        /** Starts (or restarts) the node; resolves when it answers its liveness probe. */
        async start() {
          const child = spawn(process.execPath, ['scripts/serve.mjs', '-p', String(nodePort), '-H', '127.0.0.1'], {
            cwd: root,
            detached: true,
            env: {
              ...env,
              NEXT_DIST_DIR: `${distDir}-${i + 1}`,
              LOG_FORMAT: 'json',
              // Every node runs the scheduled jobs and the forms' outbox: each job is claimed once (decision 040).
            },
            stdio: ['ignore', fs.openSync(node.log, 'a'), fs.openSync(node.log, 'a')],
          })
          node.child = child
          children.push(child)
          await waitFor(`${node.base}/api/health/live/`, child)
        },
        stop: (signal) => stopChild(node.child, signal),
      }
      copyBuild(distDir, `${distDir}-${i + 1}`)
      return node
    })
    say(`${nodeCount} app nodes on 127.0.0.1:${nodes.map((n) => n.port).join(', ')}`)
    await Promise.all(nodes.map((n) => n.start()))

    const nginxDir = path.join(dir, 'nginx')
    fs.rmSync(path.join(nginxDir, 'cache'), { recursive: true, force: true })
    const certs = localCertificates(path.join(dir, 'tls'), { days: 30 })
    writeNginxConfig(nginxDir, {
      values: localhostValues({ httpPort: port.http, httpsPort: port.https, certs }),
      upstreams: nodes.map((n) => `127.0.0.1:${n.port}`),
      extra: extraNginx,
      accessLog,
    })
    const nginx = startNginx(nginxDir, { stdio: ['ignore', 'inherit', 'inherit'] })
    children.push(nginx)
    say(`nginx: ${origin}/ → ${nodes.map((n) => n.port).join(', ')} (http://localhost:${port.http}/ redirects)`)
    const ca = fs.readFileSync(certs.ca)
    // Ready when nginx answers over https with a node's liveness.
    for (let i = 0; ; i++) {
      if (nginx.exitCode !== null) throw new Error(`nginx ended: see ${nginxDir}/error.log`)
      const status = await new Promise((resolve) =>
        https
          .get(`${origin}/api/health/live/`, { ca }, (res) => resolve(res.resume().statusCode))
          .on('error', () => resolve(0)),
      )
      if (status === 200) break
      if (i > 100) throw new Error(`nginx does not answer on ${origin}: see ${nginxDir}/error.log`)
      await sleep(100)
    }
    return {
      origin,
      ca,
      caFile: certs.ca,
      env,
      nodes,
      accessLog: path.join(nginxDir, 'access.log'),
      stop: stopAll,
    }
  } catch (error) {
    await stopAll()
    throw error
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const at = process.argv.indexOf('--nodes')
  const nodes = at > 0 ? Number(process.argv[at + 1]) : 2
  if (!Number.isInteger(nodes) || nodes < 1) {
    console.error('usage: node deploy/local.mjs [--nodes N]  (N ≥ 1)')
    process.exit(2)
  }
  let deployment
  try {
    deployment = await startDeployment({ nodes })
  } catch (error) {
    console.error(`\n✗ ${error.message}`)
    process.exit(1)
  }
  const email = process.env.DEMO_EDITOR_EMAIL || 'editor@vinea.demo'
  console.log(`
▸ Site:   ${deployment.origin}/   (English: ${deployment.origin}/en/)
▸ Admin:  ${deployment.origin}/admin/   (demo editor ${email} / vinea-demo-2026)
▸ Trust ${path.relative(root, deployment.caFile)} in the browser, or accept its warning. Ctrl-C stops everything.
`)
  let stopping = false
  // A node that ends is started again, as a host's process manager would (systemd's `Restart=on-failure`); nginx
  // sends its requests to the others meanwhile, and to it again once it answers (the twelfth check from outside
  // found no way to bring a killed node back but to stop everything).
  const watch = (node) =>
    node.child.once('exit', async (code, signal) => {
      if (stopping) return
      console.log(`▸ ${node.name} ended (${code ?? signal}); the others serve. Starting it again in 2 s`)
      await sleep(2000)
      if (stopping) return
      try {
        await node.start()
        watch(node)
        console.log(`▸ ${node.name} is back on ${node.base}`)
      } catch (error) {
        console.log(`▸ ${node.name} did not start again (${error.message}): see ${path.relative(root, node.log)}`)
      }
    })
  for (const node of deployment.nodes) watch(node)
  for (const signal of ['SIGINT', 'SIGTERM'])
    process.on(signal, async () => {
      if (stopping) return
      stopping = true
      console.log('\n▸ Stopping nginx, the nodes, Redis and PostgreSQL')
      await deployment.stop()
      process.exit(0)
    })
}
