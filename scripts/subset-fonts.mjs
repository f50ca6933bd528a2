#!/usr/bin/env node
/**
 * The site's two web fonts, cut to what the site uses (decision 055): every character and OpenType feature of the
 * @fontsource-variable files, and the weight axis narrowed to 400–700, the weights the styles ask for (regular,
 * medium, semibold, and bold for <strong> in an editor's text). Written to src/styles/fonts/, which next/font
 * (src/styles/fonts.ts) preloads on every page.
 *
 *   node scripts/subset-fonts.mjs           write the files (after an update of @fontsource-variable/*)
 *   node scripts/subset-fonts.mjs --check   exit 1 if a file differs from what this script makes
 */
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import fontverter from 'fontverter'
import { Blob, Face } from 'harfbuzzjs'
import subsetFont from 'subset-font'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const sources = path.join(root, 'node_modules/@fontsource-variable')
export const fontsDir = path.join(root, 'src/styles/fonts')

/** The weights the styles use (src/styles/tokens.css: 400, 500, 600; `bolder` inside them: 700). */
export const WEIGHT_RANGE = { min: 400, max: 700 }

/** Each font: its package file and the name of the file made from it. */
export const fonts = [
  { source: 'inter/files/inter-latin-wght-normal.woff2', target: 'inter-latin-wght-400-700.woff2', license: 'inter' },
  {
    source: 'cormorant-garamond/files/cormorant-garamond-latin-wght-normal.woff2',
    target: 'cormorant-garamond-latin-wght-400-700.woff2',
    license: 'cormorant-garamond',
  },
]

/**
 * The share picture's fonts (src/app/share-image.png/route.tsx): one weight each, as the picture sets them, in WOFF,
 * which the picture's renderer (Satori, next/og) reads and WOFF2 it does not. Never loaded by a page.
 */
export const shareFonts = [
  { ...fonts[1], target: 'share/cormorant-garamond-latin-600.woff', weight: 600 },
  { ...fonts[0], target: 'share/inter-latin-500.woff', weight: 500 },
]

/** A font's package file, and the cut file committed beside the site's styles. */
export const originalFont = (font) => fs.readFileSync(path.join(sources, font.source))
export const committedFont = (font) => fs.readFileSync(path.join(fontsDir, font.target))

/** What a font file holds: its characters, its weight axis and its OpenType features. */
export async function describeFont(bytes) {
  const face = new Face(new Blob(await fontverter.convert(bytes, 'truetype')), 0)
  return {
    characters: [...face.collectUnicodes()].sort((a, b) => a - b),
    weight: face.getAxisInfos().wght,
    features: [...new Set([...face.getTableFeatureTags('GSUB'), ...face.getTableFeatureTags('GPOS')])].sort(),
  }
}

/**
 * The cut font's bytes, made from the installed package: every character the package's file has (its Latin range
 * and the combining accents of decomposed text), so nothing an editor writes loses its letters to this cut.
 */
export async function cutFont(font) {
  const original = originalFont(font)
  const { characters } = await describeFont(original)
  return subsetFont(original, String.fromCodePoint(...characters), {
    targetFormat: font.weight ? 'woff' : 'woff2',
    variationAxes: { wght: font.weight ?? WEIGHT_RANGE },
  })
}

async function main() {
  const check = process.argv.includes('--check')
  let stale = 0
  for (const font of [...fonts, ...shareFonts]) {
    const bytes = await cutFont(font)
    const target = path.join(fontsDir, font.target)
    // The fonts' licence (SIL OFL 1.1) travels with every copy, changed or not.
    const licence = fs.readFileSync(path.join(sources, font.license, 'LICENSE'))
    const licenceTarget = path.join(fontsDir, `${font.license}.LICENSE.txt`)
    if (check) {
      const same = (file, content) => fs.existsSync(file) && Buffer.compare(fs.readFileSync(file), content) === 0
      if (!same(target, bytes) || !same(licenceTarget, licence)) {
        console.error(`✗ ${path.relative(root, target)} is not what scripts/subset-fonts.mjs makes: run it`)
        stale++
      }
      continue
    }
    fs.mkdirSync(path.dirname(target), { recursive: true })
    fs.writeFileSync(target, bytes)
    fs.writeFileSync(licenceTarget, licence)
    console.log(`${path.relative(root, target)}: ${originalFont(font).length} → ${bytes.length} bytes`)
  }
  if (stale) process.exit(1)
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main()
