import { index as pgIndex } from '@payloadcms/db-postgres/drizzle/pg-core'
import { index as sqliteIndex } from '@payloadcms/db-sqlite/drizzle/sqlite-core'

/**
 * Payload keeps localized fields in a `{collection}_locales` table whose only index on the parent is
 * (_locale, _parent_id): every read of a document's languages by parent id scanned the whole table (9 ms per
 * product at 14,000 products, growing with the catalogue). This adds an index on `_parent_id` to every
 * locales table, for either database.
 */
type Table = Record<string, unknown>
type SchemaHookArgs = {
  schema: { tables: Record<string, Table> }
  extendTable: (args: { table: never; extraConfig: (self: Record<string, never>) => object }) => void
}

function addParentIndexes(makeIndex: (name: string) => { on: (column: never) => unknown }) {
  return ({ schema, extendTable }: SchemaHookArgs) => {
    for (const [name, table] of Object.entries(schema.tables)) {
      if (!name.endsWith('_locales') || !('_parentID' in table)) continue
      const indexName = `${name}_parent_idx`
      extendTable({
        table: table as never,
        extraConfig: (self) => ({ [indexName]: makeIndex(indexName).on(self._parentID) }),
      })
    }
    return schema
  }
}

export const sqliteParentIndexes = addParentIndexes(sqliteIndex as never)
export const postgresParentIndexes = addParentIndexes(pgIndex as never)
