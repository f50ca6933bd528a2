#!/usr/bin/env node
/**
 * Expiring one tag in the shared cache (docs/decisions/046-tag-index.md): the package's `redis-strings` handler, which
 * reads the hash of every entry's tags for each tag, against ours with an index from tag to keys (cache-tag-index.mjs).
 *
 * A throw-away redis-server (BENCH_REDIS_PORT, else a free port) is filled, for each size (BENCH_CACHE_TAGS_SIZES,
 * default 4000,40000,400000), with that many entries written as each handler writes them (`redis-strings`: its
 * commands, pipelined; ours: its own script, pipelined): four entries per product (two sheets, two data entries, about
 * 400 bytes each), each tagged with its product (`doc:products:<n>`), one of 50 types and one of 400 producers. Then,
 * BENCH_CACHE_TAGS_RUNS times (default 5), one product's tag is expired through the handler (4 entries) and, for a
 * second figure, one producer's tag (1/400 of the entries): the median, minimum and maximum wall time of
 * `revalidateTag`, and the median time Redis spent on its commands (INFO commandstats), are printed; the JSON goes to
 * bench/results/. After each expiry the bench checks that the tag's entries are gone and another entry is not.
 *
 *   BENCH_CACHE_TAGS_SIZES=4000,40000 node bench/cache-tags.mjs
 *   npm run bench -- --only cache-tags
 */
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { ioredisAdapter } from '@fortedigital/nextjs-cache-handler/helpers/ioredisAdapter'
import createRedisStringsHandler from '@fortedigital/nextjs-cache-handler/redis-strings'
import { Redis } from 'ioredis'

import createTagIndexHandler from '../cache-tag-index.mjs'
import { freePort, hasRedisServer, spawnRedisServer } from '../scripts/lib/redis-server.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const SIZES = (process.env.BENCH_CACHE_TAGS_SIZES || '4000,40000,400000').split(',').map(Number)
const RUNS = Number(process.env.BENCH_CACHE_TAGS_RUNS) || 5
const PREFIX = 'trade-catalogue:next:bench-build:'
const PER_PRODUCT = 4
const TYPES = 50
const PRODUCERS = 400
const BATCH = 2_000

if (!hasRedisServer()) {
  console.error('bench/cache-tags.mjs needs redis-server (apt-get install -y redis-server)')
  process.exit(1)
}
const sleep = (ms) => new Promise((r) => setTimeout(r, ms))
const port = Number(process.env.BENCH_REDIS_PORT) || (await freePort())
const server = spawnRedisServer(port)
process.on('exit', () => server.kill())
const client = new Redis({ port, host: '127.0.0.1', lazyConnect: true })
client.on('error', () => {})
for (let i = 0; i < 100 && client.status !== 'ready'; i++) await client.connect().catch(() => sleep(100))
const version = /redis_version:(\S+)/.exec(await client.info('server'))?.[1]

const log = (message) => console.log(`  ${message}`)
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]
const fmt = (ms) => (ms >= 1000 ? `${(ms / 1000).toFixed(2)} s` : `${ms.toFixed(1)} ms`)

/** The entry of a product's sheet or data, as the package's CacheHandler hands it to a handler. */
function entry(i) {
  const product = Math.floor(i / PER_PRODUCT)
  const lastModified = Date.now()
  const now = Math.floor(lastModified / 1000)
  return {
    key: `/entry/${i}`,
    value: {
      lastModified,
      lifespan: {
        expireAt: now + 7 * 24 * 3600,
        expireAge: 7 * 24 * 3600,
        lastModifiedAt: now,
        staleAge: 0,
        staleAt: 0,
      },
      tags: [`doc:products:${product}`, `listing:type:${product % TYPES}`, `listing:producer:${product % PRODUCERS}`],
      value: {
        kind: 'FETCH',
        data: { headers: {}, body: JSON.stringify({ product, title: 'x'.repeat(200) }), status: 200, url: '' },
        revalidate: false,
      },
    },
  }
}

/** Fills Redis as `redis-strings`'s set does (SET, EXPIREAT, its two hashes), by pipelines. */
async function fillRedisStrings(size) {
  for (let start = 0; start < size; start += BATCH) {
    const pipe = client.pipeline()
    for (let i = start; i < Math.min(size, start + BATCH); i++) {
      const { key, value } = entry(i)
      pipe.set(PREFIX + key, JSON.stringify(value))
      pipe.expireat(PREFIX + key, value.lifespan.expireAt)
      pipe.hset(`${PREFIX}__sharedTags__`, key, JSON.stringify(value.tags))
      pipe.hset(`${PREFIX}__sharedTagsTtl__`, key, value.lifespan.expireAt)
    }
    await pipe.exec()
  }
}

/** Fills Redis with our handler's own script, by pipelines. */
async function fillTagIndex(size) {
  createTagIndexHandler({ client, keyPrefix: PREFIX }) // defines its scripts on the client
  for (let start = 0; start < size; start += BATCH) {
    const pipe = client.pipeline()
    for (let i = start; i < Math.min(size, start + BATCH); i++) {
      const { key, value } = entry(i)
      pipe.tagIndexSet(
        PREFIX + key,
        `${PREFIX}__tag__:`,
        key,
        JSON.stringify(value),
        JSON.stringify(value.tags),
        String(value.lastModified),
        String(value.lifespan.expireAt),
        '0',
      )
    }
    const results = await pipe.exec()
    const failed = results.find(([error]) => error)
    if (failed) throw failed[0]
  }
}

/**
 * The time Redis spent on the handler's commands since the last RESETSTAT (INFO commandstats). Commands a script
 * runs are counted both on their own and in the script's time: when scripts ran, their time only.
 */
async function redisUsec() {
  let all = 0
  let scripts = 0
  for (const [, command, usec] of (await client.info('commandstats')).matchAll(/cmdstat_(\w+):calls=\d+,usec=(\d+)/g)) {
    if (command === 'info' || command === 'config') continue
    all += Number(usec)
    if (command === 'eval' || command === 'evalsha') scripts += Number(usec)
  }
  return scripts || all
}

const handlers = {
  'redis-strings': {
    fill: fillRedisStrings,
    create: (c) => createRedisStringsHandler({ client: ioredisAdapter(c), keyPrefix: PREFIX, timeoutMs: 600_000 }),
  },
  'tag index': {
    fill: fillTagIndex,
    create: (c) => createTagIndexHandler({ client: c, keyPrefix: PREFIX, timeoutMs: 600_000 }),
  },
}

const results = []
console.log(`Expiring one tag: redis-strings against the tag index (Redis ${version}, port ${port}, ${RUNS} runs)`)
for (const size of SIZES) {
  for (const [name, { fill, create }] of Object.entries(handlers)) {
    await client.flushall()
    const filled = Date.now()
    await fill(size)
    const memory = /used_memory_human:(\S+)/.exec(await client.info('memory'))?.[1]
    log(`${name}, ${size.toLocaleString('en')} entries: filled in ${fmt(Date.now() - filled)}, Redis ${memory}`)
    const handlerClient = new Redis({ port, host: '127.0.0.1' })
    await new Promise((resolve) => handlerClient.once('ready', resolve))
    const handler = create(handlerClient)
    const products = size / PER_PRODUCT
    for (const [what, tagOf, count] of [
      ['one product', (run) => `doc:products:${Math.floor(((run + 1) * products) / (RUNS + 2))}`, PER_PRODUCT],
      ['one producer', (run) => `listing:producer:${(run * 37 + 11) % PRODUCERS}`, Math.round(size / PRODUCERS)],
    ]) {
      const wall = []
      const redis = []
      for (let run = 0; run < RUNS; run++) {
        const tag = tagOf(run)
        await client.config('RESETSTAT')
        const started = performance.now()
        await handler.revalidateTag(tag)
        wall.push(performance.now() - started)
        redis.push((await redisUsec()) / 1000)
        // The tag's entries are gone, an entry of another product and producer is not.
        const first = Number(tag.split(':').at(-1)) * PER_PRODUCT
        if (await client.exists(`${PREFIX}/entry/${first}`)) throw new Error(`${name}: ${tag} left /entry/${first}`)
        if (!(await client.exists(`${PREFIX}/entry/${first + PER_PRODUCT}`)))
          throw new Error(`${name}: ${tag} deleted /entry/${first + PER_PRODUCT}`)
      }
      const row = {
        handler: name,
        entries: size,
        tag: what,
        entriesWithTag: count,
        medianMs: median(wall),
        minMs: Math.min(...wall),
        maxMs: Math.max(...wall),
        redisMedianMs: median(redis),
      }
      results.push(row)
      log(
        `  ${what} (≈${count.toLocaleString('en')} entries): median ${fmt(row.medianMs)} (${fmt(row.minMs)}–${fmt(row.maxMs)}), Redis ${fmt(row.redisMedianMs)}`,
      )
    }
    handlerClient.disconnect()
  }
}

console.log(
  '\nentries   tag            redis-strings (median)   tag index (median)   Redis time: redis-strings / tag index',
)
for (const size of SIZES) {
  for (const what of ['one product', 'one producer']) {
    const old = results.find((r) => r.entries === size && r.tag === what && r.handler === 'redis-strings')
    const now = results.find((r) => r.entries === size && r.tag === what && r.handler === 'tag index')
    console.log(
      `${size.toLocaleString('en').padStart(7)}   ${what.padEnd(13)}  ${fmt(old.medianMs).padStart(21)}   ${fmt(now.medianMs).padStart(18)}   ${fmt(old.redisMedianMs)} / ${fmt(now.redisMedianMs)}`,
    )
  }
}
const out = path.join(root, 'bench/results', `cache-tags-${new Date().toISOString().replace(/[:.]/g, '-')}.json`)
fs.mkdirSync(path.dirname(out), { recursive: true })
fs.writeFileSync(out, JSON.stringify({ redis: version, runs: RUNS, results }, null, 2))
console.log(`\n${path.relative(root, out)}`)
client.disconnect()
server.kill()
