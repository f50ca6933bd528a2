// Chrome's explicit compile hints on the scripts every page loads first (decision 067).
//
// V8 compiles a function when it is first called, on the main thread, unless the script says otherwise: a script whose
// first line is `//# allFunctionsCalledOnLoad` (Chrome 136 and later) has all its functions compiled while it streams
// in, on a background thread. Every page of the site starts by calling most of the functions of Next's and React's
// runtime (the build manifest's `rootMainFiles`), so they are marked; other browsers read a comment.
import fs from 'node:fs'
import path from 'node:path'

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n'

/** Marks the root main files of the build in `distDir` (once: a file already marked is left). Returns their paths. */
export function addCompileHints(distDir) {
  const manifest = JSON.parse(fs.readFileSync(path.join(distDir, 'build-manifest.json'), 'utf8'))
  const files = manifest.rootMainFiles ?? []
  for (const file of files) {
    const target = path.join(distDir, file)
    const code = fs.readFileSync(target, 'utf8')
    if (!code.startsWith(COMPILE_HINT)) fs.writeFileSync(target, COMPILE_HINT + code)
  }
  return files
}
