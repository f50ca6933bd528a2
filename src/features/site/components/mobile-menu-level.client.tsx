'use client'

import { ChevronLeftIcon, ChevronRightIcon } from '@/components/ui/icons'

import type { MenuStack, MobileMenuProps } from './mobile-menu.client'
import { NavLink } from './nav-link.client'

import styles from './mobile-menu.module.css'

export type MenuLevelProps = Pick<
  MobileMenuProps,
  'labels' | 'allProducts' | 'mainItems' | 'smallItems' | 'categories'
> & {
  stack: MenuStack
  go: (next: MenuStack, from?: string) => void
  close: () => void
}

function LevelButton({ id, label, onClick }: { id: string; label: string; onClick: () => void }) {
  return (
    <button type="button" className={styles.item} data-level-button={id} onClick={onClick}>
      {label}
      <ChevronRightIcon className={styles.chevron} size={20} />
    </button>
  )
}

function LevelHeader({ title, back, onBack }: { title: string; back: string; onBack: () => void }) {
  return (
    <div className={styles.levelHeader}>
      <button type="button" className={styles.back} onClick={onBack}>
        <ChevronLeftIcon size={18} />
        {back}
      </button>
      <h2 className={styles.levelTitle} tabIndex={-1} data-level-heading="">
        {title}
      </h2>
    </div>
  )
}

/** One level of the side menu. Following any link closes the whole menu. */
export function MenuLevel({
  stack,
  labels,
  allProducts,
  mainItems,
  smallItems,
  categories,
  go,
  close,
}: MenuLevelProps) {
  if (stack.length === 0) {
    return (
      <>
        <ul className={styles.list}>
          <li>
            <LevelButton id="products" label={labels.products} onClick={() => go(['products'])} />
          </li>
          {mainItems.map((item) => (
            <li key={item.href}>
              <NavLink className={styles.item} href={item.href} match={item.match} onClick={close}>
                {item.label}
              </NavLink>
            </li>
          ))}
        </ul>
        <ul className={styles.smallList}>
          {smallItems.map((item) => (
            <li key={item.href}>
              <NavLink className={styles.smallItem} href={item.href} match={item.match} onClick={close}>
                {item.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </>
    )
  }

  const category = stack.length === 2 ? categories.find((c) => c.code === stack[1]) : undefined
  if (!category) {
    return (
      <>
        <LevelHeader title={labels.products} back={labels.back} onBack={() => go([], 'products')} />
        <ul className={styles.list} data-size="compact">
          <li>
            <NavLink className={styles.item} href={allProducts.href} match={allProducts.match} onClick={close}>
              {labels.allProducts}
            </NavLink>
          </li>
          {categories.map((c) => (
            <li key={c.code}>
              {c.subTypes.length > 0 ? (
                <LevelButton id={c.code} label={c.label} onClick={() => go(['products', c.code])} />
              ) : (
                <NavLink className={styles.item} href={c.href} match={c.match} onClick={close}>
                  {c.label}
                </NavLink>
              )}
            </li>
          ))}
        </ul>
      </>
    )
  }

  return (
    <>
      <LevelHeader title={category.label} back={labels.back} onBack={() => go(['products'], category.code)} />
      <ul className={styles.list} data-size="compact">
        <li>
          <NavLink className={styles.item} href={category.href} match={category.match} onClick={close}>
            {category.allLabel}
          </NavLink>
        </li>
        {category.subTypes.map((sub) => (
          <li key={sub.code}>
            <NavLink className={styles.item} href={sub.href} match={sub.match} onClick={close}>
              {sub.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </>
  )
}
