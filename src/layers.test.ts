import path from 'node:path'

import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

/**
 * The import rules of eslint.config.mjs, shown on deliberately wrong imports: `npm run validate` (which runs
 * ESLint) fails on each of them. The files need not exist; the imported modules do.
 */
const root = path.resolve(import.meta.dirname, '..')
const eslint = new ESLint({ cwd: root })

async function layerErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) })
  return result.messages.filter((m) => m.ruleId === 'import/no-restricted-paths').map((m) => m.message)
}

describe(
  'layers: imports run one way (app → features → core → cms, components → i18n → lib)',
  { timeout: 60_000 },
  () => {
    it.each([
      [
        'a feature into another feature’s files',
        'src/features/editorial/x.ts',
        "import { listProductCards } from '@/features/catalogue/queries'",
        /only through its index\.ts/,
      ],
      [
        'lib into a feature',
        'src/lib/x.ts',
        "import { FilteredProductCarousel } from '@/features/catalogue'",
        /never import a feature/,
      ],
      [
        'core into a feature',
        'src/core/x.ts',
        "import { getFooterContent } from '@/features/site/queries'",
        /never import a feature/,
      ],
      [
        'cms into a feature',
        'src/cms/hooks/x.ts',
        "import { applyFeed } from '@/features/catalogue/import/apply'",
        /never import a feature/,
      ],
      ['i18n into core', 'src/i18n/x.ts', "import { pageMetadata } from '@/core/metadata'", /do not import it/],
      ['lib into i18n', 'src/lib/x.ts', "import { locales } from '@/i18n/locales'", /know nothing of languages/],
      [
        'components/ui into i18n',
        'src/components/ui/x.tsx',
        "import { getPathname } from '@/i18n/navigation'",
        /know nothing of languages/,
      ],
      [
        'the proxy into a feature',
        'src/proxy.ts',
        "import { getListing } from '@/features/catalogue/queries/listing'",
        /stand below the features/,
      ],
    ])('refuses %s', async (_, file, code, message) => {
      const errors = await layerErrors(file, `${code}\nexport const used = [${code.match(/\{ (\w+) \}/)![1]}]\n`)
      expect(errors).toHaveLength(1)
      expect(errors[0]).toMatch(message)
    })

    it.each([
      [
        'a feature through another feature’s index.ts',
        'src/features/editorial/x.ts',
        "import { FilteredProductCarousel } from '@/features/catalogue'",
      ],
      [
        'a feature within itself',
        'src/features/catalogue/x.ts',
        "import { listProductCards } from '@/features/catalogue/queries'",
      ],
      [
        'a route into any feature file',
        'src/app/x.tsx',
        "import { listProductCards } from '@/features/catalogue/queries'",
      ],
      [
        'core into i18n and lib',
        'src/core/x.ts',
        "import { locales } from '@/i18n/locales'\nimport { env } from '@/lib/env'",
      ],
      ['the proxy into i18n', 'src/proxy.ts', "import { parseFilterState } from '@/i18n/filter-state'"],
    ])('allows %s', async (_, file, code) => {
      expect(await layerErrors(file, code)).toEqual([])
    })
  },
)
