/** Text made safe to write into HTML, in an element or a quoted attribute. */
export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)

/**
 * Characters XML 1.0 does not allow: the C0 controls but tab, line feed and carriage return, U+FFFE, U+FFFF and a
 * surrogate without its pair. One of them in an article's title made the whole feed malformed, every other article
 * lost to a feed reader (the twenty-sixth check from outside: a vertical tab is what Word's Shift+Enter becomes in a
 * pasted text).
 */
const notXml =
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g

/** Text made safe to write into XML, in an element or a quoted attribute: escaped, and rid of what XML forbids (a
 * vertical tab or a form feed becomes a space, the others go). */
export const escapeXml = (text: string) =>
  text
    .replace(notXml, (c) => (c === '\u000B' || c === '\u000C' ? ' ' : ''))
    .replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!)
