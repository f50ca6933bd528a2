import 'server-only'

import { getPayload, type Payload } from 'payload'

import config from '@payload-config'

/** The embedded CMS's local API (no HTTP hop). Only the features' queries and actions call it. */
export function getPayloadClient(): Promise<Payload> {
  return getPayload({ config })
}
