'use client'

import { usePathname } from 'next/navigation'
import { useEffect, useId, useRef, useState } from 'react'

import { ChevronDownIcon } from '@/components/ui/icons'
import { PageLink } from '@/components/ui/page-link'
import type { NavMatch } from '@/i18n/nav-match'

import { NavLink } from './nav-link.client'

import styles from './products-menu.module.css'

export type LargeMenuType = {
  code: string
  label: string
  href: string
  subTypes: { code: string; label: string; href: string }[]
}

/**
 * The desktop header's "large menu" (issue 15, item 3): Products, and beside it a button that opens the product types
 * of spec §3 in menu order with their sub-types, every one a link to its listing. The links are in the page's HTML
 * whether the panel is open or not, so crawlers find every type listing from any page. Escape, a click elsewhere, the
 * focus moving out of it, or a new page closes it; Escape gives the focus back to the button.
 */
export function ProductsMenu({
  label,
  toggleLabel,
  allLabel,
  allHref,
  allMatch,
  types,
  linkClassName,
}: {
  label: string
  toggleLabel: string
  allLabel: string
  allHref: string
  /** Where Products is current (route-table.ts `navMatch`). */
  allMatch: NavMatch
  types: LargeMenuType[]
  linkClassName: string
}) {
  const [open, setOpen] = useState(false)
  const id = useId()
  const root = useRef<HTMLDivElement>(null)
  const button = useRef<HTMLButtonElement>(null)
  const pathname = usePathname()
  const [path, setPath] = useState(pathname)
  if (path !== pathname) {
    setPath(pathname)
    setOpen(false)
  }

  useEffect(() => {
    if (!open) return
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      setOpen(false)
      button.current?.focus()
    }
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('keydown', onKey)
    document.addEventListener('pointerdown', onPointer)
    return () => {
      document.removeEventListener('keydown', onKey)
      document.removeEventListener('pointerdown', onPointer)
    }
  }, [open])

  return (
    <div
      ref={root}
      className={styles.root}
      // Tab past its last link closes it: open, it lay over what the focus went on to, the home page's cards (WCAG
      // 2.4.11; the twenty-fourth check from outside). A focus leaving the window keeps it.
      onBlur={(event) => {
        const next = event.relatedTarget
        if (next instanceof Node && !event.currentTarget.contains(next)) setOpen(false)
      }}
    >
      <NavLink className={linkClassName} href={allHref} match={allMatch}>
        {label}
      </NavLink>
      <button
        ref={button}
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={`${id}panel`}
        aria-label={toggleLabel}
        onClick={() => setOpen((o) => !o)}
      >
        <ChevronDownIcon size={16} />
      </button>
      <div id={`${id}panel`} className={styles.panel} hidden={!open}>
        <ul className={styles.types}>
          {types.map((type) => (
            <li key={type.code} className={styles.type}>
              <PageLink className={styles.typeLink} href={type.href}>
                {type.label}
              </PageLink>
              {type.subTypes.length > 0 ? (
                <ul className={styles.subTypes}>
                  {type.subTypes.map((sub) => (
                    <li key={sub.code}>
                      <PageLink className={styles.subLink} href={sub.href}>
                        {sub.label}
                      </PageLink>
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
        <p className={styles.all}>
          <PageLink className={styles.allLink} href={allHref}>
            {allLabel}
          </PageLink>
        </p>
      </div>
    </div>
  )
}
