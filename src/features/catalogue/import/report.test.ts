import { expect, it } from 'vitest'

import { formatReport } from './report'

it('prints the counts as a table and every rejected row with its reason', () => {
  const text = formatReport(
    {
      producers: { created: 2, updated: 0, unchanged: 0, rejected: 0 },
      products: { created: 5, updated: 12, unchanged: 340, rejected: 1 },
      rejected: [{ row: 'row 12', code: 'V0450', reason: 'duplicate code V0450 (first seen on row 4)' }],
    },
    { file: 'feed.csv', dryRun: true },
  )
  expect(text).toBe(
    [
      'Import of feed.csv (dry run: nothing written)',
      '',
      '           created  updated  unchanged  rejected',
      'producers        2        0          0         0',
      'products         5       12        340         1',
      '',
      'Rejected rows (1):',
      '  row 12: duplicate code V0450 (first seen on row 4)',
    ].join('\n'),
  )
})
