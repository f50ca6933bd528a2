/** A relation as Payload hands it, an id or a populated document, as its numeric id; null for none. */
export const relationId = (raw: unknown): number | null =>
  typeof raw === 'number'
    ? raw
    : raw && typeof raw === 'object' && 'id' in raw
      ? Number((raw as { id: unknown }).id)
      : null
