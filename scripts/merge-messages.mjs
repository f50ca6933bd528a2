// Merges a namespace tree of { it, en } leaves into messages/it.json and en.json, keys sorted.
// Usage: node scripts/merge-messages.mjs file.mjs  (the file default-exports the tree)
import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

const tree = (await import(pathToFileURL(path.resolve(process.argv[2])).href)).default
const isLeaf = (v) => v && typeof v === 'object' && typeof v.it === 'string' && typeof v.en === 'string'
const sort = (o) =>
  Object.fromEntries(
    Object.keys(o)
      .sort()
      .map((k) => [k, o[k] && typeof o[k] === 'object' ? sort(o[k]) : o[k]]),
  )
const pick = (node, lang, into = {}) => {
  for (const [k, v] of Object.entries(node)) into[k] = isLeaf(v) ? v[lang] : pick(v, lang, into[k] ?? {})
  return into
}
for (const lang of ['it', 'en']) {
  const file = `messages/${lang}.json`
  const current = JSON.parse(fs.readFileSync(file, 'utf8'))
  fs.writeFileSync(file, JSON.stringify(sort(pick(tree, lang, current)), null, 2) + '\n')
}
