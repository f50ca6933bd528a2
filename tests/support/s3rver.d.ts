// s3rver ships no types: the little the tests use (tests/support/s3.ts).
declare module 's3rver' {
  type Options = {
    address?: string
    port?: number
    directory?: string
    silent?: boolean
    vhostBuckets?: boolean
    configureBuckets?: { name: string }[]
  }
  export default class S3rver {
    constructor(options: Options)
    /** Koa's request handler, for a server of one's own. */
    callback(): (req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => void
  }
}
