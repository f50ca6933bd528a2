import localFont from 'next/font/local'

/**
 * The site's two typefaces, self-hosted from the @fontsource-variable packages (never next/font/google: it downloads
 * at build time), cut by scripts/subset-fonts.mjs to the weights the styles use, 400–700 (decision 055). next/font
 * preloads them and sizes a local fallback to their metrics; `display: 'optional'` keeps whichever is ready at first
 * paint for the whole page, so a late font never moves the text (issue 13, item 7: CLS 0). Latin only: Italian and
 * English need nothing else; a rarer letter falls back to the system font.
 */
export const textFont = localFont({
  src: './fonts/inter-latin-wght-400-700.woff2',
  weight: '400 700',
  style: 'normal',
  display: 'optional',
  variable: '--font-inter',
  adjustFontFallback: 'Arial',
})

/**
 * Upright only (decision 051): its italic (40 KB, a third of the preloaded fonts) was preloaded on every page for the
 * logo's one letter, now a path (monogram.tsx). Italics inside display text (an editor's emphasis in a heading or a
 * quotation) are slanted by the browser.
 */
export const displayFont = localFont({
  src: [
    {
      path: './fonts/cormorant-garamond-latin-wght-400-700.woff2',
      weight: '400 700',
      style: 'normal',
    },
  ],
  display: 'optional',
  variable: '--font-cormorant',
  adjustFontFallback: 'Times New Roman',
})
