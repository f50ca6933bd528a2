import { escapeHtml } from '../escape-html'

/**
 * The one look of every mail the site sends: an HTML part (tables and inline styles, which common clients
 * render alike; no image, so nothing has to be fetched) and a plain-text part with the same content. Takes texts
 * already in the reader's language; every value is escaped, so nothing a visitor typed renders as HTML.
 */
export type MailContent = {
  lang: string
  /** The company's name, shown as the mail's heading band. */
  brand: string
  title: string
  /** Shown by clients next to the subject; the first paragraph when absent. */
  preheader?: string
  paragraphs: string[]
  /** Label and value lines, e.g. the fields of a request. */
  rows?: [label: string, value: string][]
  action?: { label: string; url: string }
  /** Small print under a rule: why the reader gets this mail, the unsubscribe link. */
  footer?: string[]
  footerLink?: { label: string; url: string }
}

/** Escaped, with line breaks kept. */
const html = (value: string) => escapeHtml(value).replace(/\r?\n/g, '<br>')

const safeUrl = (url: string) => (/^https?:\/\//i.test(url) ? escapeHtml(url) : '#')

const ink = '#2b1d22'
const wine = '#6d1f33'
const paper = '#faf7f2'
const muted = '#6b5f58'
const font = "Georgia, 'Times New Roman', serif"
const sans = "-apple-system, 'Segoe UI', Helvetica, Arial, sans-serif"

export function renderMail(content: MailContent): { html: string; text: string } {
  const rows = content.rows?.length
    ? `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border-collapse:collapse;margin:16px 0">${content.rows
        .map(
          ([label, value]) =>
            `<tr><td style="padding:6px 12px 6px 0;border-bottom:1px solid #e7dfd6;color:${muted};font:13px ${sans};vertical-align:top;width:35%">${html(label)}</td><td style="padding:6px 0;border-bottom:1px solid #e7dfd6;color:${ink};font:15px ${sans};vertical-align:top">${html(value || '—')}</td></tr>`,
        )
        .join('')}</table>`
    : ''
  const action = content.action
    ? `<p style="margin:24px 0"><a href="${safeUrl(content.action.url)}" style="display:inline-block;background:${wine};color:#ffffff;text-decoration:none;padding:12px 22px;border-radius:2px;font:600 15px ${sans}">${html(content.action.label)}</a></p><p style="margin:0 0 16px;color:${muted};font:12px ${sans};word-break:break-all">${html(content.action.url)}</p>`
    : ''
  const footer = [
    ...(content.footer ?? []).map((line) => `<p style="margin:0 0 6px">${html(line)}</p>`),
    content.footerLink
      ? `<p style="margin:0"><a href="${safeUrl(content.footerLink.url)}" style="color:${muted}">${html(content.footerLink.label)}</a></p>`
      : '',
  ].join('')
  const preheader = content.preheader ?? content.paragraphs[0] ?? ''
  const body = `<!doctype html>
<html lang="${escapeHtml(content.lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="color-scheme" content="light"><title>${html(content.title)}</title></head>
<body style="margin:0;padding:0;background:${paper}">
<div style="display:none;max-height:0;overflow:hidden;opacity:0">${html(preheader)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${paper}"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border-top:4px solid ${wine}">
<tr><td style="padding:24px 32px 8px;font:600 13px ${sans};letter-spacing:.12em;text-transform:uppercase;color:${wine}">${html(content.brand)}</td></tr>
<tr><td style="padding:8px 32px 32px;color:${ink};font:16px/1.55 ${sans}">
<h1 style="margin:0 0 16px;font:400 26px/1.25 ${font};color:${ink}">${html(content.title)}</h1>
${content.paragraphs.map((p) => `<p style="margin:0 0 14px">${html(p)}</p>`).join('\n')}
${rows}${action}
</td></tr>
${footer ? `<tr><td style="padding:16px 32px 24px;border-top:1px solid #e7dfd6;color:${muted};font:12px/1.5 ${sans}">${footer}</td></tr>` : ''}
</table></td></tr></table>
</body></html>`
  const text = [
    content.brand.toUpperCase(),
    '',
    content.title,
    '',
    ...content.paragraphs.flatMap((p) => [p, '']),
    ...(content.rows?.length ? [...content.rows.map(([label, value]) => `${label}: ${value || '—'}`), ''] : []),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`, ''] : []),
    ...(content.footer?.length || content.footerLink ? ['—', ...(content.footer ?? [])] : []),
    ...(content.footerLink ? [`${content.footerLink.label}: ${content.footerLink.url}`] : []),
  ]
    .join('\n')
    .trimEnd()
  return { html: body, text: `${text}\n` }
}
