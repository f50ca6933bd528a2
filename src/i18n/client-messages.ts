import type { NestedKeyOf } from 'next-intl'

import type { Messages } from './global'

/**
 * The interface texts that client components read with `useTranslations` (and only those): the locale layout
 * hands just these to `NextIntlClientProvider`, so every page's HTML carries them rather than all of
 * `messages/*.json`. Server components need no entry: they read the full messages on the server.
 *
 * Add the namespace (or single keys, `'Namespace.key'`, when a component needs a few keys of a large
 * namespace) whenever a `*.client.tsx` calls `useTranslations`; `client-messages.test.ts` fails when a
 * client component reads a key that is not listed. A missing key shows as `Namespace.key` on the page.
 */
export const clientMessageKeys = [
  // features/site: the error boundary's view (the routing behaviours' status texts come from the server).
  'Error',
  // features/catalogue/components/search: the header's search and its results.
  'Search',
  // features/catalogue/components/gallery.client.tsx
  'ProductSheet.gallery',
  'ProductSheet.showPicture',
  'ProductCard.noImage',
  // features/contacts: the contact and job forms (labels, the §5 message catalogue).
  'Forms',
  'Validation',
  // features/contacts: the newsletter's sign-up form.
  'Newsletter.form',
] as const satisfies readonly NestedKeyOf<Messages>[]

type MessageTree = { [key: string]: string | MessageTree }

const valueAt = (messages: MessageTree, path: string[]) =>
  path.reduce<string | MessageTree | undefined>(
    (node, part) => (typeof node === 'object' ? node[part] : undefined),
    messages,
  )

/** The subset of `messages` named by `keys` (namespaces or dotted key paths), with the same nesting. */
export function pickMessages(messages: MessageTree, keys: readonly string[] = clientMessageKeys): MessageTree {
  const picked: MessageTree = {}
  // The objects made here. Any other object in `picked` is a whole namespace of `messages`: never written to.
  const made = new WeakSet<MessageTree>([picked])
  const place = (path: string[], value: string | MessageTree) => {
    let target = picked
    for (const part of path.slice(0, -1)) {
      const child = target[part]
      if (typeof child === 'object' && !made.has(child)) return // an enclosing namespace is already picked whole
      if (typeof child !== 'object') {
        const branch: MessageTree = {}
        made.add(branch)
        target[part] = branch
      }
      target = target[part] as MessageTree
    }
    target[path[path.length - 1]] = value
  }
  for (const key of keys) {
    const path = key.split('.')
    const value = valueAt(messages, path)
    if (value !== undefined) place(path, value)
  }
  return picked
}
