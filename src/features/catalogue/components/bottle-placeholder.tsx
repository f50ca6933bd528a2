import styles from './bottle-placeholder.module.css'

/** Where a product's picture goes while it has none: a drawn bottle, named for assistive technology. */
export function BottlePlaceholder({ label, className }: { label: string; className?: string }) {
  return (
    <span
      className={className ? `${styles.placeholder} ${className}` : styles.placeholder}
      role="img"
      aria-label={label}
    >
      <svg viewBox="0 0 60 120" width="60" height="120" aria-hidden="true" focusable="false">
        <path
          d="M25 6h10v4h-1v22c0 4 9 9 9 22v56a4 4 0 0 1-4 4H21a4 4 0 0 1-4-4V54c0-13 9-18 9-22V10h-1z"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.2"
          strokeLinejoin="round"
        />
        <path d="M20 64h20v26H20z" fill="none" stroke="currentColor" strokeWidth="0.8" />
        <path d="M24 74h12M26 79h8" stroke="currentColor" strokeWidth="0.8" strokeLinecap="round" />
      </svg>
    </span>
  )
}
