import type { Access, SanitizedConfig } from 'payload'

import { isEditor } from './access'

/**
 * Payload's own collections (preferences, locked documents, jobs, migrations, …: slugs `payload-*`) are added
 * when the config is sanitized, with access for any signed-in user, trade customers included (issue 16,
 * finding 4). Here, after sanitizing, they become the editors' only: each rule Payload set must hold as well
 * (an editor reads only their own preferences).
 */
export function editorsOnlyInternalCollections(config: SanitizedConfig): SanitizedConfig {
  for (const collection of config.collections) {
    if (!collection.slug.startsWith('payload-')) continue
    const access = collection.access as Record<string, Access | undefined>
    for (const operation of ['create', 'read', 'update', 'delete', 'readVersions', 'unlock'] as const) {
      const payloadRule = access[operation]
      access[operation] = async (args) => {
        if (!(await isEditor(args))) return false
        return payloadRule ? payloadRule(args) : true
      }
    }
  }
  return config
}
