import path from 'node:path'

import { S3Client, type S3ClientConfig } from '@aws-sdk/client-s3'

import type { ObjectStorage } from './storage-env'

/**
 * The S3 client settings for the uploads' bucket (docs/decisions/039-object-storage.md), shared by the CMS's storage
 * plugin, the site's own reads of private files (the outbox's attachments, reserved downloads) and the backup.
 * Checksums only when an operation requires them: the AWS SDK's default since 3.729 (a CRC32 on every upload, checked
 * on every download) is not understood by several S3-compatible services, which refuse the upload or the download.
 */
export function s3ClientConfig(bucket: ObjectStorage): S3ClientConfig {
  return {
    region: bucket.region,
    endpoint: bucket.endpoint,
    forcePathStyle: bucket.forcePathStyle,
    credentials: { accessKeyId: bucket.accessKeyId, secretAccessKey: bucket.secretAccessKey },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  }
}

const clients = new Map<string, S3Client>()

/** One client per bucket and address for the process (it keeps its connections open). */
export function s3Client(bucket: ObjectStorage): S3Client {
  const key = `${bucket.endpoint ?? 'aws'}|${bucket.region}|${bucket.bucket}|${bucket.accessKeyId}`
  let client = clients.get(key)
  if (!client) {
    client = new S3Client(s3ClientConfig(bucket))
    clients.set(key, client)
  }
  return client
}

/** The key of a file of an upload folder (`images`, `private/applications`): `<S3_PREFIX>/<folder>/<name>`. */
export const objectKey = (bucket: ObjectStorage, folder: string, name: string) =>
  path.posix.join(bucket.prefix, folder, path.posix.basename(name))
