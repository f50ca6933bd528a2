import type { SiteRevalidation } from '@/lib/revalidate-site'

import type { ImportReport } from './apply'
import { describeRejection } from './feed'

/** The import report as a person reads it in a terminal. */
export function formatReport(
  report: ImportReport,
  { file, dryRun = false }: { file: string; dryRun?: boolean },
): string {
  const headings = ['', 'created', 'updated', 'unchanged', 'rejected'] as const
  const rows = [
    ['producers', report.producers],
    ['products', report.products],
  ] as const
  const cells = [
    [...headings],
    ...rows.map(([name, c]) => [name, c.created, c.updated, c.unchanged, c.rejected].map(String)),
  ]
  const widths = headings.map((_, i) => Math.max(...cells.map((row) => row[i].length)))
  const table = cells.map((row) =>
    row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  '),
  )
  const lines = [`Import of ${file}${dryRun ? ' (dry run: nothing written)' : ''}`, '', ...table]
  if (report.rejected.length) {
    lines.push('', `Rejected rows (${report.rejected.length}):`)
    for (const r of report.rejected) lines.push(`  ${describeRejection(r)}`)
  }
  return lines.join('\n')
}

export function formatRevalidation(result: SiteRevalidation): string {
  switch (result.status) {
    case 'revalidated':
      return `Site revalidated: ${result.tags} cache tags.`
    case 'nothing-to-do':
      return 'Nothing changed on the site: no cache to revalidate.'
    case 'site-not-running':
      return `Note: no site is running at ${result.url}, so there was no cache to revalidate.`
    case 'failed':
      return `Warning: the site could not be revalidated (${result.url}: ${result.error}); its pages may show the old data until they expire.`
  }
}
