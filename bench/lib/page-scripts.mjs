// What a page makes a browser run at first load, as bench/pages.mjs and bench/first-load.mjs count it: its external
// scripts under /_next/static, each once. A `noModule` script (Next's legacy polyfills, 38.6 KB) is skipped by every
// browser that runs modules, which is every browser Next 16 supports, so it is not counted.
export function firstLoadScripts(html) {
  return [
    ...new Set(
      [...html.matchAll(/<script\b[^>]*>/g)]
        .map((m) => m[0])
        .filter((tag) => !/\snoModule\b/i.test(tag))
        .map((tag) => /\ssrc="([^"]+)"/.exec(tag)?.[1]?.replaceAll('&amp;', '&'))
        .filter((src) => src?.startsWith('/_next/static/')),
    ),
  ]
}
