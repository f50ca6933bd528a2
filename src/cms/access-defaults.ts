import type { Access, SanitizedConfig } from 'payload'

import { isEditor, nobody } from './access'

/**
 * Access rules Payload's defaults leave open to any signed-in user, trade customers included (issue 16, finding
 * 4), set once the config is sanitized:
 * - Payload's own collections (preferences, locked documents, jobs, migrations, …: slugs `payload-*`, added
 *   while sanitizing) are the editors' only; each rule Payload set must hold as well (an editor reads only their
 *   own preferences).
 * - Versions are the editors' only, and a collection or global without versions has none to read: Payload
 *   answered `…/versions` there with a 500 (a table that does not exist) to any signed-in user.
 */
const editorAnd =
  (rule: Access | undefined): Access =>
  async (args) => {
    if (!(await isEditor(args))) return false
    return rule ? rule(args) : true
  }

export function applyAccessDefaults(config: SanitizedConfig): SanitizedConfig {
  for (const collection of config.collections) {
    const access = collection.access as Record<string, Access | undefined>
    if (collection.slug.startsWith('payload-')) {
      for (const operation of ['create', 'read', 'update', 'delete', 'unlock'] as const) {
        access[operation] = editorAnd(access[operation])
      }
    }
    access.readVersions = collection.versions ? editorAnd(access.readVersions) : nobody
  }
  for (const global of config.globals) {
    const access = global.access as Record<string, Access | undefined>
    access.readVersions = global.versions ? editorAnd(access.readVersions) : nobody
  }
  return config
}
