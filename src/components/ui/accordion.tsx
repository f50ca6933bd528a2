import type { ReactNode } from 'react'

import styles from './accordion.module.css'

/**
 * An accordion item (spec §4: expanded and collapsed, height animated over 0.6 s): a native disclosure, so it opens
 * with the keyboard (Enter, Space) and without JavaScript, and the browser announces its state. Items given the
 * same `group` close each other. `prefers-reduced-motion` turns the animation off.
 */
export function AccordionItem({
  title,
  children,
  group,
  open,
  className,
}: {
  title: ReactNode
  children: ReactNode
  group?: string
  open?: boolean
  className?: string
}) {
  return (
    <details className={`${styles.item} ${className ?? ''}`} name={group} open={open}>
      <summary className={styles.summary}>
        <span>{title}</span>
        <span className={styles.icon} aria-hidden="true" />
      </summary>
      <div className={styles.panel}>{children}</div>
    </details>
  )
}
