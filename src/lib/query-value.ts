/** A query parameter as Next hands it to a page (absent, one value or several): its first value, or ''. */
export const firstValue = (value: string | string[] | undefined): string =>
  (Array.isArray(value) ? value[0] : value) ?? ''
