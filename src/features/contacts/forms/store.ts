import 'server-only'

import { randomUUID } from 'node:crypto'

import { fileTypeFromBuffer } from 'file-type'
import type { PayloadRequest } from 'payload'

import { queueDelivery } from '@/cms/outbox/runner'
import { serialWrite } from '@/cms/serial-write'
import { inTransaction } from '@/cms/transaction'
import { removeUpload } from '@/cms/uploads'
import { getPayloadClient } from '@/lib/payload'

export type StoredFile = { field: string; data: Buffer }

/**
 * Stores a submission with its delivery job in one transaction (decision 017): the visitor sees the success page
 * only once both are written, and a job never points at a submission that is not there. On SQLite the submissions
 * of this process are written one after the other, and one that meets another write is tried again (serialWrite).
 */
export async function storeSubmission(
  collection: 'contact-requests' | 'job-applications',
  data: Record<string, unknown>,
  files: StoredFile[] = [],
): Promise<string | number> {
  const payload = await getPayloadClient()
  return serialWrite(async () => {
    // The files an attempt wrote: a rolled-back attempt's are removed, so no CV stays on disk without its record.
    const written: string[] = []
    try {
      return await inTransaction(payload, async (req: PayloadRequest) => {
        const fileIds: Record<string, number | string> = {}
        for (const file of files) {
          // A name of our own: nothing the visitor called the file reaches the disk or a URL.
          const name = `${file.field === 'cv' ? 'cv' : 'lettera'}-${randomUUID()}.pdf`
          written.push(name)
          const stored = await payload.create({
            collection: 'application-files',
            data: {},
            file: { data: file.data, mimetype: 'application/pdf', name, size: file.data.length },
            overrideAccess: true,
            req,
          })
          fileIds[file.field] = stored.id
        }
        const doc = await payload.create({
          collection,
          data: { ...data, ...fileIds } as never,
          overrideAccess: true,
          depth: 0,
          req,
        })
        await queueDelivery(payload, collection, doc.id, req)
        return doc.id
      })
    } catch (error) {
      await Promise.all(
        written.map((name) =>
          removeUpload('application-files', name).catch((removal: unknown) =>
            console.error(`forms: ${name} of a submission that was not stored could not be removed`, removal),
          ),
        ),
      )
      throw error
    }
  })
}

/**
 * Whether the bytes are a PDF, by their content, whatever the file's name and declared type: its magic bytes
 * (file-type), and the cross-reference table and end marker near its end that Payload's upload check asks for too.
 */
export async function isPdf(data: Buffer): Promise<boolean> {
  if (data.length === 0) return false
  const type = await fileTypeFromBuffer(data)
  if (type?.mime !== 'application/pdf') return false
  const end = data.subarray(Math.max(0, data.length - 1024)).toString('latin1')
  return end.includes('%%EOF') && end.includes('xref')
}
