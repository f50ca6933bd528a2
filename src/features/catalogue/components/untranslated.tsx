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

/**
 * A product with a title of its own in the page's language whose description or sheet lines are still the other
 * language's words: those texts are marked with their `lang`, and the notice says part of the sheet is not translated
 * (the thirty-first check from outside: the Italian lines read as English, unmarked, once the title was translated).
 */
export async function partlyUntranslated(
  texts: { writtenIn: Locale; descriptionIn: Locale; sheet: { writtenIn?: Locale }[] },
  locale: Locale,
): Promise<React.ReactNode> {
  if (texts.writtenIn !== locale) return null
  const borrowed = [texts.descriptionIn, ...texts.sheet.map((entry) => entry.writtenIn ?? locale)].find(
    (written) => written !== locale,
  )
  if (!borrowed) return null
  const t = await getTranslations({ locale, namespace: 'Untranslated' })
  return <UntranslatedNotice>{t('productPart', { language: t(`language.${borrowed}`) })}</UntranslatedNotice>
}

/** "in Italian": said of a file in the other language than the page's; nothing of one in the page's. */
export async function fileLanguage(written: Locale, locale: Locale): Promise<string | null> {
  if (written === locale) return null
  const t = await getTranslations({ locale, namespace: 'Untranslated' })
  return t('file', { language: t(`language.${written}`) })
}
