import type { Bi } from '../types'

/** Small helpers for writing the two languages side by side. */

export const bi = (it: string, en: string): Bi => ({ it, en })

/** The same text in both languages (names, numbers). */
export const same = (text: string): Bi => ({ it: text, en: text })

/** "a, b e c" / "a, b and c". */
export function listIt(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? ''
  return `${items.slice(0, -1).join(', ')} e ${items[items.length - 1]}`
}
export function listEn(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? ''
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`
}
export function list(items: readonly Bi[]): Bi {
  let it = ''
  let en = ''
  const last = items.length - 1
  for (let i = 0; i <= last; i += 1) {
    if (i > 0) {
      it += i === last ? (/^[eE]/.test(items[i].it) ? ' ed ' : ' e ') : ', '
      en += i === last ? ' and ' : ', '
    }
    it += items[i].it
    en += items[i].en
  }
  return { it, en }
}

export const capitalize = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1)
export const capBi = (b: Bi): Bi => ({ it: capitalize(b.it), en: capitalize(b.en) })

/** Joins sentences of both languages with a space. */
export function sentences(parts: readonly Bi[]): Bi {
  let it = ''
  let en = ''
  for (const p of parts) {
    it = it ? `${it} ${p.it}` : p.it
    en = en ? `${en} ${p.en}` : p.en
  }
  return { it, en }
}

/** English indefinite article for a word: "an amber vermouth", "a red vermouth", "an LBV". */
export function an(word: string): string {
  return /^([aeiouAEIOU]|LBV|XO)/.test(word) ? `an ${word}` : `a ${word}`
}
export const An = (word: string): string => capitalize(an(word))

/** "anni"/"Year Old" wording for ages. */
export const yearsIt = (n: number): string => (n === 1 ? '1 anno' : `${n} anni`)
export const yearsEn = (n: number): string => (n === 1 ? '1 year' : `${n} years`)
export const monthsIt = (n: number): string => (n === 1 ? '1 mese' : `${n} mesi`)
export const monthsEn = (n: number): string => (n === 1 ? '1 month' : `${n} months`)

/** Italian number words up to twelve, for copy that reads better than digits. */
const IT_NUMBERS = [
  'zero',
  'uno',
  'due',
  'tre',
  'quattro',
  'cinque',
  'sei',
  'sette',
  'otto',
  'nove',
  'dieci',
  'undici',
  'dodici',
]
const EN_NUMBERS = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
]
export const numIt = (n: number): string => IT_NUMBERS[n] ?? String(n)
export const numEn = (n: number): string => EN_NUMBERS[n] ?? String(n)

/** 1 -> "I", for edition numbers. */
export function roman(n: number): string {
  const table: [number, string][] = [
    [10, 'X'],
    [9, 'IX'],
    [5, 'V'],
    [4, 'IV'],
    [1, 'I'],
  ]
  let out = ''
  let rest = n
  for (const [v, s] of table) {
    while (rest >= v) {
      out += s
      rest -= v
    }
  }
  return out
}
