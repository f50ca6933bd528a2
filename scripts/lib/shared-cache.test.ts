import { Redis } from 'ioredis'
import { afterAll, describe, expect, it } from 'vitest'

import { CACHE_KEY_NAMESPACE } from '../../cache-handler.mjs'
import { freePort, hasRedisServer, spawnRedisServer, waitForPort } from './redis-server.mjs'
import { emptySharedCache } from './shared-cache.mjs'

describe.skipIf(!hasRedisServer())(
  'the restore empties the shared cache in Redis (the sixth check from outside)',
  () => {
    const stop: (() => void)[] = []
    afterAll(() => stop.forEach((f) => f()))

    it('removes every key of Next’s cache, whatever the build, and leaves the sign-in limits and the rest', async () => {
      const port = await freePort()
      const server = spawnRedisServer(port, { stdio: 'ignore' })
      stop.push(() => server.kill())
      expect(await waitForPort(port)).toBe(true)
      const client = new Redis(port, '127.0.0.1')
      stop.push(() => client.disconnect())
      const cache = Array.from({ length: 2500 }, (_, i) => `${CACHE_KEY_NAMESPACE}build-${i % 2}:/prodotti/${i}`)
      await client.mset(...cache.flatMap((key) => [key, 'page']))
      await client.set(`${CACHE_KEY_NAMESPACE}build-0:__tag__:products`, 'index')
      await client.set('trade-catalogue:rate-limit:login:127.0.0.1', '3')
      expect(await emptySharedCache(`redis://127.0.0.1:${port}`)).toBe(2501)
      expect(await client.keys(`${CACHE_KEY_NAMESPACE}*`)).toEqual([])
      expect(await client.get('trade-catalogue:rate-limit:login:127.0.0.1')).toBe('3')
    })
  },
)
