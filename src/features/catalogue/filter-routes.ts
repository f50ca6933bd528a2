import type { InternalPathname } from '@/i18n/pathnames'

/** The filtered listings of spec §2: each dimension's route and the name of its parameter. */
export type Dimension = 'type' | 'color' | 'region' | 'country' | 'producer'

export const filterPathnames: Record<Dimension, InternalPathname> = {
  type: '/products/type/[type]',
  color: '/products/color/[color]',
  region: '/products/region/[region]',
  country: '/products/country/[country]',
  producer: '/products/producer/[producer]',
}

/** The dimension a taxonomy group is listed under (sub-types share the type route). */
export const dimensionOfGroup = (group: string): Dimension =>
  group === 'color' || group === 'region' || group === 'country' ? group : 'type'
