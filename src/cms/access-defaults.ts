import { type Access, type Endpoint, Forbidden, NotFound, type PayloadRequest, type SanitizedConfig } from 'payload'

import { isEditor, isEditorRequest, nobody } from './access'

/**
 * Access rules Payload's defaults leave open to any signed-in user, trade customers included (issue 16, finding
 * 4), set once the config is sanitized:
 * - Payload's own collections (preferences, locked documents, jobs, migrations, …: slugs `payload-*`, added
 *   while sanitizing) are the editors' only; each rule Payload set must hold as well (an editor reads only their
 *   own preferences).
 * - The preferences' own endpoints (`/api/payload-preferences/:key`), which look only for a signed-in user: a trade
 *   customer stored any value under any key (decision 058's second check). Editors only; deleting a key that is not
 *   there is a 404 (the SQLite adapter's delete of no row threw, a 500).
 * - Versions are the editors' only, and a collection or global without versions has none to read: Payload
 *   answered `…/versions` there with a 500 (a table that does not exist) to any signed-in user.
 */
const editorAnd =
  (rule: Access | undefined): Access =>
  async (args) => {
    if (!(await isEditor(args))) return false
    return rule ? rule(args) : true
  }

const editorsEndpoint = (endpoint: Endpoint): Endpoint => ({
  ...endpoint,
  handler: async (req: PayloadRequest) => {
    if (!isEditorRequest(req)) throw new Forbidden(req.t)
    if (endpoint.method === 'delete') {
      const { totalDocs } = await req.payload.count({
        collection: 'payload-preferences',
        overrideAccess: true,
        req,
        where: {
          key: { equals: req.routeParams?.key },
          'user.value': { equals: req.user!.id },
          'user.relationTo': { equals: req.user!.collection },
        },
      })
      if (!totalDocs) throw new NotFound(req.t)
    }
    return endpoint.handler(req)
  },
})

export function applyAccessDefaults(config: SanitizedConfig): SanitizedConfig {
  for (const collection of config.collections) {
    if (collection.slug === 'payload-preferences' && Array.isArray(collection.endpoints)) {
      collection.endpoints = collection.endpoints.map(editorsEndpoint)
    }
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
