import 'server-only'

import { asLocale, type Locale } from '@/i18n/locales'
import { redirect } from '@/i18n/navigation'

/** next-intl's redirect from a form's action, typed as what it does: it never returns. */
export function go(href: Parameters<typeof redirect>[0]['href'], locale: Locale): never {
  redirect({ href, locale })
  throw new Error('redirect did not throw')
}

/** The language a form was sent in (its hidden `locale` field; Italian when missing or unknown). */
export const localeOf = (formData: FormData): Locale => asLocale(String(formData.get('locale') ?? ''))
