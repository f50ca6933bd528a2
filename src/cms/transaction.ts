import {
  commitTransaction,
  createLocalReq,
  initTransaction,
  killTransaction,
  type Payload,
  type PayloadRequest,
  type RequestContext,
} from 'payload'

/**
 * Runs local-API work in one database transaction: every call given `req` commits together or not at all.
 * Used by the scripts that write many documents (the seed, the catalogue import). Not 'server-only': scripts
 * import it.
 */
export async function inTransaction<T>(
  payload: Payload,
  work: (req: PayloadRequest) => Promise<T>,
  context: RequestContext = {},
): Promise<T> {
  const req = await createLocalReq({ context }, payload)
  await initTransaction(req)
  try {
    const result = await work(req)
    await commitTransaction(req)
    return result
  } catch (error) {
    await killTransaction(req)
    throw error
  }
}
