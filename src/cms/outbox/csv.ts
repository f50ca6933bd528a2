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

export function toCsv(header: string[], rows: unknown[][]): string {
  return `\uFEFF${[header, ...rows].map((row) => row.map(cell).join(',')).join('\r\n')}\r\n`
}
