import fs from 'node:fs'
import path from 'node:path'
import type { Readable } from 'node:stream'

import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  type S3Client,
} from '@aws-sdk/client-s3'
import { fileTypeFromFile } from 'file-type'

import { s3Client } from '../../../src/lib/object-storage'
import { type ObjectStorage, uploadFolders } from '../../../src/lib/storage-env'
import { type ArchiveFile, copyWithDigest } from './archive'
import { BackupError } from './command'
import type { StagedMedia } from './media'

/**
 * The uploads when they are in an S3-compatible bucket (S3_*, docs/decisions/039-object-storage.md): the objects
 * under `<S3_PREFIX>/<folder>/` of each upload collection's folder, which are the files of MEDIA_DIR by another name
 * (`<S3_PREFIX>/images/x.webp` is `media/images/x.webp` in the archive). Nothing else in the bucket is read or changed:
 * it may hold other things.
 */

export const describeBucket = (bucket: ObjectStorage) =>
  `s3://${bucket.bucket}/${bucket.prefix ? `${bucket.prefix}/` : ''}${bucket.endpoint ? ` at ${bucket.endpoint}` : ''}`

const keyPrefix = (bucket: ObjectStorage) => (bucket.prefix ? `${bucket.prefix}/` : '')

function failure(what: string, bucket: ObjectStorage, error: unknown): BackupError {
  const { name, message } = error as Error
  return new BackupError(`${what} ${describeBucket(bucket)} failed: ${name}: ${message}`)
}

/** Every object key under the upload folders, sorted. */
async function listUploads(client: S3Client, bucket: ObjectStorage): Promise<string[]> {
  const keys: string[] = []
  for (const folder of Object.values(uploadFolders)) {
    let token: string | undefined
    do {
      const page = await client.send(
        new ListObjectsV2Command({
          Bucket: bucket.bucket,
          Prefix: `${keyPrefix(bucket)}${folder}/`,
          ContinuationToken: token,
        }),
      )
      for (const object of page.Contents ?? []) if (object.Key && !object.Key.endsWith('/')) keys.push(object.Key)
      token = page.IsTruncated ? page.NextContinuationToken : undefined
    } while (token)
  }
  return keys.sort()
}

/**
 * Downloads the uploads into `to` (the archive's `media/`), digesting each object as it is written, with its content
 * type (the site serves the type the object carries). An object deleted meanwhile is noted and left out, as are keys
 * that no upload has (control characters, `.` or `..` segments).
 */
export async function stageBucket(bucket: ObjectStorage, to: string): Promise<StagedMedia> {
  const client = s3Client(bucket)
  const staged: StagedMedia = { files: [], skipped: [] }
  fs.mkdirSync(to, { recursive: true })
  let keys: string[]
  try {
    keys = await listUploads(client, bucket)
  } catch (error) {
    throw failure('listing the uploads in', bucket, error)
  }
  for (const key of keys) {
    const name = key.slice(keyPrefix(bucket).length)
    if (/[\u0000-\u001f\u007f]/.test(name) || name.split('/').some((s) => s === '' || s === '.' || s === '..')) {
      staged.skipped.push(`${JSON.stringify(key)} (not a name an upload has)`)
      continue
    }
    const file = path.join(to, name)
    fs.mkdirSync(path.dirname(file), { recursive: true })
    try {
      const object = await client.send(new GetObjectCommand({ Bucket: bucket.bucket, Key: key }))
      const { size, sha256 } = await copyWithDigest(object.Body as Readable, file)
      const entry: ArchiveFile = { path: `media/${name}`, size, sha256 }
      if (object.ContentType) entry.contentType = object.ContentType
      staged.files.push(entry)
    } catch (error) {
      fs.rmSync(file, { force: true })
      if ((error as Error).name === 'NoSuchKey') staged.skipped.push(`${key} (deleted during the backup)`)
      else throw failure(`downloading ${key} from`, bucket, error)
    }
  }
  return staged
}

/** Types by extension, for files whose content says nothing (text, SVG), as Payload's disk route falls back. */
const typesByExtension: Record<string, string> = {
  svg: 'image/svg+xml',
  txt: 'text/plain',
  csv: 'text/csv',
  json: 'application/json',
  webp: 'image/webp',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  avif: 'image/avif',
  pdf: 'application/pdf',
}

/**
 * The type an object is stored with, which the site then serves: the archive's (a backup of a bucket), else the
 * file's content as Payload's disk route reads it, else its extension (an archive of MEDIA_DIR).
 */
async function contentTypeOf(file: string, listed: ArchiveFile): Promise<string> {
  if (listed.contentType) return listed.contentType
  const detected = await fileTypeFromFile(file)
  if (detected) return detected.mime
  return typesByExtension[path.extname(file).slice(1).toLowerCase()] ?? 'application/octet-stream'
}

export type BucketRestore = {
  target: string
  put: number
  previous: number
  /** Deletes the objects the archive does not hold: called once the database is restored. */
  removeOthers(): Promise<string[]>
}

/**
 * Puts every file of the archive's `media/` (unpacked and checked in `unpacked`) into the bucket, under its key. What
 * the bucket held besides is left until `removeOthers`, which the restore calls after the database: should the
 * database fail, the site's current files are all still there (only a key the archive also holds has the archive's
 * bytes, and upload names are not reused). An object that cannot be written stops the restore before the database.
 */
export async function putArchiveInBucket(
  bucket: ObjectStorage,
  unpacked: string,
  files: ArchiveFile[],
): Promise<BucketRestore> {
  const client = s3Client(bucket)
  let previousKeys: string[]
  try {
    previousKeys = await listUploads(client, bucket)
  } catch (error) {
    throw failure('listing the uploads in', bucket, error)
  }
  const media = files.filter((f) => f.path.startsWith('media/'))
  const keys = new Set<string>()
  for (const listed of media) {
    const name = listed.path.slice('media/'.length)
    const key = `${keyPrefix(bucket)}${name}`
    const file = path.join(unpacked, listed.path)
    try {
      await client.send(
        new PutObjectCommand({
          Bucket: bucket.bucket,
          Key: key,
          Body: fs.createReadStream(file),
          ContentLength: listed.size,
          ContentType: await contentTypeOf(file, listed),
        }),
      )
    } catch (error) {
      throw failure(`writing ${key} to`, bucket, error)
    }
    keys.add(key)
  }
  return {
    target: describeBucket(bucket),
    put: keys.size,
    previous: previousKeys.length,
    async removeOthers() {
      const others = previousKeys.filter((key) => !keys.has(key))
      // One request per object, as the storage plugin deletes: DeleteObjects needs a checksum header that some
      // S3-compatible services do not accept.
      for (const key of others) {
        try {
          await client.send(new DeleteObjectCommand({ Bucket: bucket.bucket, Key: key }))
        } catch (error) {
          throw failure(`deleting ${key}, which the backup does not hold, from`, bucket, error)
        }
      }
      return others
    },
  }
}
