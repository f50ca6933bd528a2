import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'

import {
  CreateBucketCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3'
import S3rver from 's3rver'

/**
 * A throw-away S3-compatible server for tests: s3rver (pure JavaScript, from npm; nothing to download), in the test's
 * own process on a free port of 127.0.0.1, its objects in a temporary folder removed by `stop()`. It checks request
 * signatures as S3 does, with its one pair of keys, but lets unsigned requests through and keeps no ACLs: what a request
 * asked for is in `requests` (method, path, whether it was signed, its `x-amz-acl`). `env` is what the site needs to
 * use it (S3_*).
 */
export type S3Request = { method: string; path: string; signed: boolean; acl: string | null }

export type TestS3 = {
  endpoint: string
  bucket: string
  env: Record<string, string>
  client: S3Client
  requests: S3Request[]
  /** Every key of the bucket under `prefix`, sorted. */
  keys(prefix?: string): Promise<string[]>
  get(key: string): Promise<Buffer | null>
  put(key: string, body: Buffer, contentType?: string): Promise<void>
  stop(): Promise<void>
}

// s3rver's fixed credentials.
const ACCESS_KEY = 'S3RVER'

export async function startS3(options: { bucket?: string; prefix?: string } = {}): Promise<TestS3> {
  const bucket = options.bucket ?? 'vinea-test'
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'vinea-s3-'))
  const s3rver = new S3rver({ directory, silent: true, vhostBuckets: false })
  const handle = s3rver.callback()
  const requests: S3Request[] = []
  // s3rver's own request handler behind a server of ours, which notes each request first.
  const server = http.createServer((req, res) => {
    const acl = req.headers['x-amz-acl']
    requests.push({
      method: req.method ?? '',
      path: decodeURIComponent((req.url ?? '').split('?')[0]!),
      signed: Boolean(req.headers.authorization) || /[?&]X-Amz-Signature=/.test(req.url ?? ''),
      acl: typeof acl === 'string' ? acl : null,
    })
    handle(req, res)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  const endpoint = `http://127.0.0.1:${port}`
  const env: Record<string, string> = {
    S3_BUCKET: bucket,
    S3_REGION: 'us-east-1',
    S3_ENDPOINT: endpoint,
    S3_ACCESS_KEY_ID: ACCESS_KEY,
    S3_SECRET_ACCESS_KEY: ACCESS_KEY,
    S3_FORCE_PATH_STYLE: 'true',
    ...(options.prefix ? { S3_PREFIX: options.prefix } : {}),
  }
  const client = new S3Client({
    region: 'us-east-1',
    endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: ACCESS_KEY, secretAccessKey: ACCESS_KEY },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  })
  await client.send(new CreateBucketCommand({ Bucket: bucket }))

  return {
    endpoint,
    bucket,
    env,
    client,
    requests,
    async keys(prefix = '') {
      const keys: string[] = []
      let token: string | undefined
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: token }),
        )
        keys.push(...(page.Contents ?? []).map((o) => o.Key!))
        token = page.IsTruncated ? page.NextContinuationToken : undefined
      } while (token)
      return keys.sort()
    },
    async get(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }))
        return Buffer.from(await object.Body!.transformToByteArray())
      } catch (error) {
        if ((error as { name?: string }).name === 'NoSuchKey') return null
        throw error
      }
    },
    async put(key, body, contentType = 'application/octet-stream') {
      await client.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: body, ContentType: contentType }))
    },
    async stop() {
      client.destroy()
      await new Promise((resolve) => server.close(resolve))
      fs.rmSync(directory, { recursive: true, force: true })
    },
  }
}
