import path from 'node:path'

import { env } from '@/lib/env'

/**
 * Where each upload collection keeps its files: under MEDIA_DIR, never under `public/`, so every file is
 * served through Payload's API and its collection's read access.
 */
export const uploadDir = (name: string) => path.resolve(env.MEDIA_DIR, name)
