import fs from 'node:fs'
import path from 'node:path'
import { Readable } from 'node:stream'

import { DeleteObjectCommand, GetObjectCommand } from '@aws-sdk/client-s3'
import { s3Storage } from '@payloadcms/storage-s3'
import type { CollectionConfig, Plugin } from 'payload'

import { env, objectStorage } from '@/lib/env'
import { objectKey, s3Client, s3ClientConfig } from '@/lib/object-storage'
import { uploadFolders } from '@/lib/storage-env'

/** The upload collections; their folders, on disk and in the bucket, are storage-env.ts's `uploadFolders`. */
export type UploadSlug = keyof typeof uploadFolders

/**
 * A collection's folder under MEDIA_DIR. Every file is served through Payload's API and its collection's read
 * access, never as a public static file nor from the bucket directly (docs/decisions/039-object-storage.md).
 */
export const uploadDir = (slug: UploadSlug) => path.resolve(env.MEDIA_DIR, uploadFolders[slug])

/** The longest file name Payload's uploads can have: ext4's and most file systems' limit, in bytes. */
const MAX_FILE_NAME_BYTES = 255

type UploadHandler = NonNullable<Extract<CollectionConfig['upload'], object>['handlers']>[number]

/**
 * Before Payload serves a file from disk (its read access already checked): a name with no file answers 404, where
 * Payload answers 500 "Something went wrong" and logs an error (a guessed or removed picture's URL, next/image asking
 * for one). With a bucket the storage plugin's own handler answers instead.
 */
const missingFile =
  (slug: UploadSlug): UploadHandler =>
  (_req, { params }) => {
    const notFound = () => Response.json({ errors: [{ message: 'Not Found' }] }, { status: 404 })
    // No file system or bucket keeps a longer name: the disk's stat threw ENAMETOOLONG, a 500 that logged the
    // folder's path (the sixth check from outside).
    if (Buffer.byteLength(params.filename) > MAX_FILE_NAME_BYTES) return notFound()
    if (objectStorage) return
    const dir = uploadDir(slug)
    const file = path.resolve(dir, params.filename)
    // A name outside the folder is Payload's to refuse (400), as it does.
    if (!file.startsWith(dir + path.sep)) return
    try {
      if (fs.statSync(file, { throwIfNoEntry: false })?.isFile()) return
    } catch {
      // A name the file system refuses to look up is no file of ours.
    }
    return notFound()
  }

/** A collection's upload settings for its folder under MEDIA_DIR: where its files are, and a 404 for a missing one. */
export const uploadFolder = (slug: UploadSlug) => ({ staticDir: uploadDir(slug), handlers: [missingFile(slug)] })

/**
 * The answer's headers for a file anyone may read (pictures, public PDFs): kept a day by browsers and shared caches,
 * as the deployment's proxy keeps them (deploy/nginx). Payload sends no Cache-Control and no validator, so without
 * it a phone fetched every card's picture again on each page of the catalogue. A new upload has a new name; a file
 * replaced under its old name is seen within the day. Only on a file's answer (Payload calls it after the collection's
 * read access, for the file and for its part asked with Range), never on a refusal.
 */
export const publicFileHeaders = ({ headers }: { headers: Headers }) => {
  if (headers.has('Content-Type')) headers.set('Cache-Control', 'public, max-age=86400')
  return headers
}

/**
 * Uploads in an S3-compatible bucket when S3_* is set (`@payloadcms/storage-s3`); otherwise the plugin only adds its
 * two columns (`prefix`, `_objectKey`), so that the schema, and the migrations, are the same with or without a bucket.
 *
 * - No `disablePayloadAccessControl`: every file, pictures included, is read through `/api/<collection>/file/…`,
 *   whose access rules apply (CVs for editors, reserved downloads for signed-in customers); the URLs are the ones
 *   the site had on disk, so next/image and the Content-Security-Policy (`img-src 'self'`) are unchanged.
 * - No ACL is sent: objects are as private as the bucket's default (S3's is private), and a bucket that refuses ACLs
 *   (AWS's "bucket owner enforced") takes them.
 * - `useCompositePrefixes` with an empty `prefix` on every document: a key is always `<collection folder>/<filename>`,
 *   and the column's default is the same whatever S3_PREFIX says (the plugin would otherwise make the folder the
 *   column's default, a schema that changes with the setting).
 * - The client's settings are src/lib/object-storage.ts's (checksums only where required, for S3-compatible services).
 */
export function objectStoragePlugin(): Plugin {
  const bucket = objectStorage
  return s3Storage({
    enabled: bucket !== null,
    alwaysInsertFields: true,
    useCompositePrefixes: true,
    bucket: bucket?.bucket ?? 'unused',
    collections: Object.fromEntries(
      Object.entries(uploadFolders).map(([slug, folder]) => [
        slug,
        { prefix: path.posix.join(bucket?.prefix ?? '', folder) },
      ]),
    ),
    config: bucket ? s3ClientConfig(bucket) : {},
  })
}

/**
 * An uploaded file as the site's own code reads it (a CV attached to the office's mail, a reserved download), from
 * the bucket or from MEDIA_DIR: its bytes as a stream and its size, or null when there is no such file. Only the
 * name's last segment is used: a stored name never leads outside its collection's folder.
 */
export async function openUpload(
  slug: UploadSlug,
  filename: string,
): Promise<{ body: ReadableStream<Uint8Array>; size: number } | null> {
  const name = path.basename(filename)
  if (!name || name === '.' || name === '..') return null
  if (objectStorage) {
    try {
      const object = await s3Client(objectStorage).send(
        new GetObjectCommand({
          Bucket: objectStorage.bucket,
          Key: objectKey(objectStorage, uploadFolders[slug], name),
        }),
      )
      if (!object.Body) return null
      return { body: object.Body.transformToWebStream(), size: object.ContentLength ?? 0 }
    } catch (error) {
      const { name: code, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } }
      if (code === 'NoSuchKey' || code === 'NotFound' || $metadata?.httpStatusCode === 404) return null
      throw error
    }
  }
  const location = path.join(uploadDir(slug), name)
  const stat = fs.statSync(location, { throwIfNoEntry: false })
  if (!stat?.isFile()) return null
  return { body: Readable.toWeb(fs.createReadStream(location)) as ReadableStream<Uint8Array>, size: stat.size }
}

/**
 * Removes a stored file that no document names: Payload writes an upload's file before its document's transaction
 * commits, and leaves it when the transaction rolls back (a job application's CV, src/features/contacts/forms/store.ts).
 */
export async function removeUpload(slug: UploadSlug, filename: string): Promise<void> {
  const name = path.basename(filename)
  if (!name || name === '.' || name === '..') return
  if (objectStorage) {
    await s3Client(objectStorage).send(
      new DeleteObjectCommand({
        Bucket: objectStorage.bucket,
        Key: objectKey(objectStorage, uploadFolders[slug], name),
      }),
    )
    return
  }
  await fs.promises.rm(path.join(uploadDir(slug), name), { force: true })
}

/** The whole of an uploaded file (see openUpload), or null. */
export async function readUpload(slug: UploadSlug, filename: string): Promise<Buffer | null> {
  const file = await openUpload(slug, filename)
  return file ? Buffer.from(await new Response(file.body).arrayBuffer()) : null
}
