/**
 * The house palette and font stacks shared by every generated picture and PDF, so that bottles, covers,
 * portraits and documents read as one editorial family.
 */
export const palette = {
  paper: '#f5efe6',
  paperLight: '#fbf8f3',
  paperDeep: '#e9dfd0',
  wine: '#5a1a2b',
  ink: '#1d1d2b',
  gold: '#b08d57',
  /** The accent darkened for small text on paper: #b08d57 alone is too faint to read there. */
  goldText: '#86683a',
  muted: '#6e6659',
} as const

/**
 * Liberation fonts come first because they share the metrics of Times and Helvetica, the PDF standard fonts
 * whose widths `text.ts` uses to wrap lines; DejaVu and the generic family are fallbacks.
 */
export const fontStacks = {
  serif: "'Liberation Serif', 'DejaVu Serif', serif",
  sans: "'Liberation Sans', 'DejaVu Sans', sans-serif",
} as const
