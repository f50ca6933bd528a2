import { getTranslations } from 'next-intl/server'

import { UntranslatedNotice } from '@/components/ui/untranslated-notice'
import { langUnlessPage, type Locale } from '@/i18n/locales'

/**
 * What marks a product, producer or catalogue shown in the other language's words (decision 100): the `lang` of its
 * own texts, and the notice that says which language they are in. Nothing where it is written in the page's.
 */
export async function untranslated(
  kind: 'product' | 'producer' | 'catalogue',
  written: Locale,
  locale: Locale,
): Promise<{ lang: string | undefined; notice: React.ReactNode }> {
  const lang = langUnlessPage(written, locale)
  if (!lang) return { lang, notice: null }
  const t = await getTranslations({ locale, namespace: 'Untranslated' })
  return { lang, notice: <UntranslatedNotice>{t(kind, { language: t(`language.${written}`) })}</UntranslatedNotice> }
}

/** "in Italian": said of a file in the other language than the page's; nothing of one in the page's. */
export async function fileLanguage(written: Locale, locale: Locale): Promise<string | null> {
  if (written === locale) return null
  const t = await getTranslations({ locale, namespace: 'Untranslated' })
  return t('file', { language: t(`language.${written}`) })
}
