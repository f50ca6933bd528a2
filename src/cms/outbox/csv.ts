/**
 * CSV for spreadsheets: every cell quoted, quotes doubled, and a cell that a spreadsheet would read as a formula
 * (starting with = + - @, a tab or a carriage return) prefixed with an apostrophe, so a visitor's text never runs
 * as one on an editor's machine. Lines end with CRLF; a byte-order mark lets Excel read UTF-8.
 */
const cell = (value: unknown): string => {
  let text = value == null ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value)
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`
  return `"${text.replace(/"/g, '""')}"`
}

/**
 * The cells' separator a spreadsheet of the editor's language opens into columns: Excel reads a CSV with the list
 * separator of the system's region, `;` in Italy (where `,` is the decimal comma), `,` in English-speaking ones.
 */
export const csvSeparator = (language: string | undefined): ',' | ';' => (language === 'it' ? ';' : ',')

export function toCsv(header: string[], rows: unknown[][], separator: ',' | ';' = ','): string {
  return `\uFEFF${[header, ...rows].map((row) => row.map(cell).join(separator)).join('\r\n')}\r\n`
}
