import styles from './skip-link.module.css'

/** The first focusable element of a page: jumps past the navigation (WCAG 2.4.1). */
export function SkipLink({ href = '#main', children }: { href?: string; children: React.ReactNode }) {
  return (
    <a className={styles.skipLink} href={href}>
      {children}
    </a>
  )
}
