import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import { RichText as LexicalRichText } from '@payloadcms/richtext-lexical/react'

import styles from './content.module.css'

export function RichText({ data }: { data: SerializedEditorState | null }) {
  if (!data) return null
  return <LexicalRichText data={data} className={styles.prose} />
}
