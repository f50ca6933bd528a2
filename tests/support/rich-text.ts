/** An editor's rich text as Payload's Lexical editor stores it, for the tests that write articles over the API. */

/** A run of plain text. */
export const text = (t: string) => ({
  type: 'text',
  version: 1,
  text: t,
  detail: 0,
  format: 0,
  mode: 'normal',
  style: '',
})

/** A text of one paragraph holding `children` (runs of text, links). */
export const paragraphText = (...children: object[]) => ({
  root: {
    type: 'root',
    version: 1,
    direction: 'ltr',
    format: '',
    indent: 0,
    children: [{ type: 'paragraph', version: 1, direction: 'ltr', format: '', indent: 0, textFormat: 0, children }],
  },
})
