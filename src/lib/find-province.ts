import { type Province, provinceByCode, provinces } from './provinces'

/*
 * The province a buyer typed in the agents' finder (spec §2; issue 12): by its code or its name, however written,
 * and by the names English or everyday use gives it. The provinces themselves are in provinces.ts.
 */

/** A name's words as a buyer may type them: accents, case, apostrophes and hyphens aside (`Forlì-Cesena` → forli cesena). */
const wordsOf = (text: string): string[] =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter(Boolean)

/** Without a leading article: `L’Aquila` is also `Aquila`, `La Spezia` `Spezia`. */
const withoutArticle = (words: string[]) => (['l', 'la', 'il'].includes(words[0] ?? '') ? words.slice(1) : words)

/**
 * The parts of a name of two or three towns (`Monza e della Brianza`, `Pesaro e Urbino`, `Forlì-Cesena`,
 * `Barletta-Andria-Trani`), each a name a buyer uses on its own.
 */
const partsOf = (name: string): string[][] =>
  name
    .split(/\s+e\s+(?:della\s+|del\s+|dell[’']\s*)?|-/)
    .map(wordsOf)
    .filter((words) => words.length > 0)

const same = (a: string[], b: string[]) => a.length === b.length && a.every((word, i) => word === b[i])

/** Words that join a name's towns (`Monza e della Brianza`, `Reggio nell'Emilia`): a buyer leaves them out. */
const connecting = new Set(['e', 'del', 'della', 'dell', 'nell', 'di'])
const withoutConnecting = (words: string[]) => words.filter((word) => !connecting.has(word))

/** The same name, give or take its connecting words: "Monza Brianza", "Pesaro Urbino", "Reggio nell'Emilia". */
const sameName = (a: string[], b: string[]) => same(withoutConnecting(a), withoutConnecting(b))

/**
 * The English names of provinces whose town English calls otherwise: an English buyer types "Milan" (the twenty-seventh
 * check from outside: the English finder knew only "Milano", while the agents' cards said "Rome" and "Venice"). And the
 * names in everyday or official use that the list's names are not (the twenty-eighth: "Bolzano-Bozen", "Verbania",
 * "Valle d'Aosta" were unknown).
 */
const otherNames: Readonly<Record<string, readonly string[]>> = {
  AO: ["Valle d'Aosta", "Vallée d'Aoste", 'Aosta Valley'],
  BZ: ['Bozen', 'South Tyrol', 'Bolzano-Bozen', 'Alto Adige', 'Südtirol'],
  FI: ['Florence'],
  GE: ['Genoa'],
  LI: ['Leghorn'],
  MI: ['Milan'],
  MN: ['Mantua'],
  NA: ['Naples'],
  PD: ['Padua'],
  RM: ['Rome'],
  SR: ['Syracuse'],
  TN: ['Trent'],
  TO: ['Turin'],
  VB: ['Verbania'],
  VE: ['Venice'],
}

/** Whether a name's words begin with the words typed (`Reggio` of `Reggio Emilia`, `Ascoli` of `Ascoli Piceno`). */
const startsWith = (words: string[], typed: string[]) =>
  typed.length < words.length && same(words.slice(0, typed.length), typed)

/** The provinces a query may mean: one, several (a name two share), or none. */
function provincesMeant(query: string): Province[] {
  const text = query.trim()
  if (!text) return []
  const code = /\(([A-Za-z]{2})\)\s*$/.exec(text)?.[1] ?? (/^[A-Za-z]{2}$/.test(text) ? text : undefined)
  if (code) return [provinceByCode(code)].filter((p): p is Province => !!p)
  const typed = withoutArticle(wordsOf(text))
  if (!typed.length) return []
  const whole = provinces.find((p) => sameName(withoutArticle(wordsOf(p.name)), typed))
  if (whole) return [whole]
  const other = provinces.find((p) => otherNames[p.code]?.some((name) => sameName(wordsOf(name), typed)))
  if (other) return [other]
  const byPart = provinces.filter(
    (p) => partsOf(p.name).length > 1 && partsOf(p.name).some((part) => same(part, typed)),
  )
  if (byPart.length) return byPart
  return provinces.filter((p) => startsWith(withoutArticle(wordsOf(p.name)), typed))
}

/**
 * "Verona", "verona", "VR", "Verona (VR)", an English name ("Milan"), the everyday names of the provinces named after
 * two or three towns (`Monza`, `Pesaro`, `Forli`, `Massa Carrara`, `Aquila`), and a name's first words when they name
 * one province only (`Ascoli`, `Vibo`): the province a buyer typed or chose, or undefined.
 */
export function findProvince(query: string): Province | undefined {
  const meant = provincesMeant(query)
  return meant.length === 1 ? meant[0] : undefined
}

/**
 * The provinces to choose from when a query names several (`Reggio`: Reggio Calabria and Reggio Emilia; the
 * twenty-seventh check from outside was told the province was unknown); empty otherwise.
 */
export function provinceChoices(query: string): Province[] {
  const meant = provincesMeant(query)
  return meant.length > 1 ? meant : []
}
