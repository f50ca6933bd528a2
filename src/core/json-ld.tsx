/** JSON for a `<script>` element: `<` escaped so that no text in the data can close the element. */
export const jsonForScript = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c')

/** schema.org structured data for search engines, one script per object. */
export function JsonLd({ data }: { data: Record<string, unknown>[] }) {
  return data.map((item, i) => (
    <script
      key={`${String(item['@type'])}-${i}`}
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: jsonForScript(item) }}
    />
  ))
}
