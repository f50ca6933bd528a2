import type { PillarCode } from '@/lib/pillars'

import { organicCertifications } from '../types'

import styles from './stamps.module.css'

/**
 * The stamps of a product card: the organic seal for `biologico` and `bio-vegan`, one seal
 * per special project. Drawn as inline SVG on a 48-unit grid so they stay crisp at any size; each is an image
 * with its name in the visitor's language (`labels`, card-labels.ts). A plain component (no server-only API): it
 * renders in server components and inside client leaves alike.
 */

type SealProps = { label: string; size: number; tone: 'organic' | 'project'; children: React.ReactNode }

function Seal({ label, size, tone, children }: SealProps) {
  return (
    <svg
      className={styles.seal}
      data-tone={tone}
      width={size}
      height={size}
      viewBox="0 0 48 48"
      role="img"
      aria-label={label}
      focusable="false"
    >
      <title>{label}</title>
      <circle cx="24" cy="24" r="23" className={styles.disc} />
      <circle cx="24" cy="24" r="20.25" className={styles.ring} fill="none" strokeWidth="0.75" />
      <g className={styles.glyph} fill="none" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round">
        {children}
      </g>
    </svg>
  )
}

/** A leaf with its vein: organic; a second, smaller leaf for organic and vegan. */
const glyphs = {
  organic: (
    <>
      <path d="M15 32c0-10 7-17 19-17 0 12-7 19-17 19" />
      <path d="M15 34c4-7 9-11 14-14" />
    </>
  ),
  bioVegan: (
    <>
      <path d="M13 31c0-8 6-14 16-14 0 10-6 16-14 16" />
      <path d="M13 33c3-6 8-9 12-12" />
      <path d="M27 34c2-4 5-6 9-6-1 4-4 7-9 7" />
      <path d="M24 36c2-1 4-3 6-5" />
    </>
  ),
  // A cask with its hoops: methods handed down through generations.
  tradizione: (
    <>
      <path d="M17 13h14c2.4 3.2 3.5 6.9 3.5 11S33.4 31.8 31 35H17c-2.4-3.2-3.5-6.9-3.5-11S14.6 16.2 17 13Z" />
      <path d="M14.4 19h19.2M14.4 29h19.2" />
      <path d="M24 13v22" strokeDasharray="1.5 2.5" />
    </>
  ),
  // A sun over a hill: organic farming and clean energy.
  sostenibilita: (
    <>
      <circle cx="24" cy="20" r="4.5" />
      <path d="M24 11.5v2M15.5 20h2M30.5 20h2M18 14l1.4 1.4M30 14l-1.4 1.4" />
      <path d="M12 33c4-4.5 8-6.5 12-6.5s8 2 12 6.5" />
      <path d="M15 35.5h18" />
    </>
  ),
  // A cocktail glass with its garnish.
  mixology: (
    <>
      <path d="M14 15h20L24 26Z" />
      <path d="M24 26v9M19 35h10" />
      <path d="M29 15l3-4" />
      <circle cx="20.5" cy="18.5" r="1.4" />
    </>
  ),
  // A grape cluster: the great vintages of historic producers.
  wineLegacy: (
    <>
      <path d="M24 12.5v3M24 14c2-2 5-2.5 7-1.5" />
      <circle cx="20" cy="19" r="2.6" />
      <circle cx="25.5" cy="19" r="2.6" />
      <circle cx="31" cy="19" r="2.6" />
      <circle cx="22.7" cy="24" r="2.6" />
      <circle cx="28.2" cy="24" r="2.6" />
      <circle cx="17.2" cy="24" r="2.6" />
      <circle cx="20" cy="29" r="2.6" />
      <circle cx="25.5" cy="29" r="2.6" />
      <circle cx="22.7" cy="34" r="2.6" />
    </>
  ),
} as const

const projectKey = {
  tradizione: 'tradizione',
  sostenibilita: 'sostenibilita',
  mixology: 'mixology',
  'wine-legacy': 'wineLegacy',
} as const satisfies Record<PillarCode, keyof typeof glyphs>

/** The stamps' names, translated on the server (`ProductCard` in the messages). */
export type StampLabels = {
  /** The list's name. */
  list: string
  organic: string
  bioVegan: string
  projects: Record<(typeof projectKey)[PillarCode], string>
}

export type StampsProps = {
  labels: StampLabels
  certification: string | null
  projects: readonly PillarCode[]
  /** Side of each seal in CSS pixels. */
  size?: number
  /** Show each stamp's name beside it (the product sheet); cards show the seals only. */
  withLabels?: boolean
  className?: string
}

/** True when the product shows at least one stamp. */
export const hasStamps = (certification: string | null, projects: readonly PillarCode[]) =>
  (!!certification && organicCertifications.includes(certification)) || projects.length > 0

export function Stamps({ labels, certification, projects, size = 40, withLabels = false, className }: StampsProps) {
  const items: { key: string; label: string; tone: 'organic' | 'project'; glyph: React.ReactNode }[] = []
  if (certification && organicCertifications.includes(certification)) {
    const vegan = certification === 'bio-vegan'
    items.push({
      key: certification,
      label: vegan ? labels.bioVegan : labels.organic,
      tone: 'organic',
      glyph: vegan ? glyphs.bioVegan : glyphs.organic,
    })
  }
  for (const code of projects) {
    const key = projectKey[code]
    if (!key) continue
    items.push({ key: code, label: labels.projects[key], tone: 'project', glyph: glyphs[key] })
  }
  if (!items.length) return null
  return (
    <ul
      className={[styles.stamps, withLabels ? styles.labelled : '', className].filter(Boolean).join(' ')}
      aria-label={labels.list}
    >
      {items.map((item) => (
        <li key={item.key} className={styles.item}>
          <Seal label={item.label} size={size} tone={item.tone}>
            {item.glyph}
          </Seal>
          {withLabels ? (
            <span className={styles.label} aria-hidden="true">
              {item.label}
            </span>
          ) : null}
        </li>
      ))}
    </ul>
  )
}

/** One project's seal, large: the emblem of a project's page and tile. Decorative unless `label` is given. */
export function ProjectEmblem({ code, size = 160, label }: { code: PillarCode; size?: number; label?: string }) {
  const key = projectKey[code]
  if (!key) return null
  const seal = (
    <Seal label={label ?? ''} size={size} tone="project">
      {glyphs[key]}
    </Seal>
  )
  return label ? seal : <span aria-hidden="true">{seal}</span>
}
