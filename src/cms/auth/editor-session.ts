import 'server-only'

import { getPayloadClient } from '@/lib/payload'
import type { User } from '@/payload-types'

/** The editor signed in to the admin whose cookies came with the request; null for customers and the public. */
export async function signedInEditor(headers: Headers): Promise<User | null> {
  const payload = await getPayloadClient()
  const { user } = await payload.auth({ headers })
  return user?.collection === 'users' ? user : null
}
