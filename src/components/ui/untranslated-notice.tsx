import type { ReactNode } from 'react'

import styles from './untranslated-notice.module.css'

/**
 * The line that says a document is not yet translated, in the page's language: an article, a page, a product, a
 * producer or a catalogue shown with the other language's texts (decisions 096, 097 and 100).
 */
export function UntranslatedNotice({ children }: { children: ReactNode }) {
  return <p className={styles.notice}>{children}</p>
}
