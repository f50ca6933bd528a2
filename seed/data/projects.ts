import { z } from 'zod'

import { slugPattern } from '@/cms/fields/slug'
import { pillarCodes } from '@/lib/pillars'

import { bodies, frontMatter, readPairs } from '../files'
import type { CatalogueData, ProjectData } from '../types'

const text = z.string().trim().min(1, 'must not be empty')
const slug = z.string().regex(slugPattern, 'must be lowercase letters and digits joined by dashes')
const projectIt = z.strictObject({ code: z.enum(pillarCodes), title: text, slug, summary: text })
const projectEn = projectIt.omit({ code: true })

/** The four special projects (pillars), with the copy of their pages: content/projects/<code>.{it,en}.md. */
export const projects: ProjectData[] = readPairs('projects')
  .map((pair) => {
    const it = frontMatter(pair.it, projectIt)
    const en = frontMatter(pair.en, projectEn)
    return {
      code: it.code,
      title: { it: it.title, en: en.title },
      slug: { it: it.slug, en: en.slug },
      summary: { it: it.summary, en: en.summary },
      body: bodies(pair),
    }
  })
  // The pillars' own order, the order in which they are created.
  .sort((a, b) => pillarCodes.indexOf(a.code) - pillarCodes.indexOf(b.code))

/** Six catalogues: the general one of the last two years and four themed ones. */
export const catalogues: CatalogueData[] = [
  { code: 'CAT-2026', year: 2026, types: [],
    title: { it: 'Catalogo generale 2026', en: 'General catalogue 2026' },
    slug: { it: 'catalogo-generale-2026', en: 'general-catalogue-2026' },
    summary: { it: 'Tutte le referenze dell’anno 2026, per tipologia e produttore.', en: 'Every reference of 2026, by type and producer.' } },
  { code: 'CAT-2025', year: 2025, types: [],
    title: { it: 'Catalogo generale 2025', en: 'General catalogue 2025' },
    slug: { it: 'catalogo-generale-2025', en: 'general-catalogue-2025' },
    summary: { it: 'Tutte le referenze dell’anno 2025.', en: 'Every reference of 2025.' } },
  { code: 'CAT-AMARI-2026', year: 2026, types: ['amari', 'liquore', 'aperitivi-e-bitter'],
    title: { it: 'Amari, liquori e bitter 2026', en: 'Amari, liqueurs and bitters 2026' },
    slug: { it: 'amari-liquori-bitter-2026', en: 'amari-liqueurs-bitters-2026' },
    summary: { it: 'La selezione per il dopocena e l’aperitivo.', en: 'Our selection for after dinner and the aperitivo.' } },
  { code: 'CAT-DISTILLATI-2026', year: 2026, types: ['whisky', 'sugar-cane-spirits', 'wine-spirits', 'apple-spirits', 'juniper-spirits', 'modern-spirits'],
    title: { it: 'Distillati 2026', en: 'Spirits 2026' },
    slug: { it: 'distillati-2026', en: 'spirits-2026' },
    summary: { it: 'Whisky, rum, grappe, cognac, gin e agave.', en: 'Whisky, rum, grappa, cognac, gin and agave.' } },
  { code: 'CAT-MIXOLOGY-2026', year: 2026, types: ['vermouth-e-fortificati', 'aperitivi-e-bitter', 'spritzers', 'bibite-e-succhi', 'no-alcool'],
    title: { it: 'Mixology e miscelazione 2026', en: 'Mixology and mixers 2026' },
    slug: { it: 'mixology-2026', en: 'mixology-2026' },
    summary: { it: 'Vermouth, bitter, toniche e analcolici per il banco bar.', en: 'Vermouths, bitters, tonics and alcohol-free for the bar.' } },
  { code: 'CAT-NATALE-2026', year: 2026, types: ['giftbox', 'sake'],
    title: { it: 'Regali di Natale 2026', en: 'Christmas gifts 2026' },
    slug: { it: 'regali-di-natale-2026', en: 'christmas-gifts-2026' },
    summary: { it: 'Confezioni regalo e idee per le festività.', en: 'Gift boxes and ideas for the festive season.' } },
]
