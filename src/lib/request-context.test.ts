import { describe, expect, it } from 'vitest'

import { answerWithStatus, type RequestContext, requestContextStore } from './request-context'

describe('the status a render asks for (decision 077)', () => {
  it("is kept in the request's own store, for scripts/serve.mjs to write", async () => {
    const one: RequestContext = { requestId: 'one' }
    const two: RequestContext = { requestId: 'two' }
    await Promise.all([
      requestContextStore().run(one, async () => {
        await new Promise((r) => setTimeout(r, 5))
        answerWithStatus(410)
      }),
      requestContextStore().run(two, async () => answerWithStatus(429)),
    ])
    expect(one.status).toBe(410)
    expect(two.status).toBe(429)
  })

  it('outside a request (start-up, a timer, `next dev` without serve.mjs) changes nothing and does not throw', () => {
    expect(() => answerWithStatus(400)).not.toThrow()
    expect(requestContextStore().getStore()).toBeUndefined()
  })
})
