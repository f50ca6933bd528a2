import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'
import { localizePath } from '@/i18n/route-table'

import { listContactQuestions } from '../queries'
import { ContactsLauncher } from './contacts-launcher.client'

/**
 * The floating contacts widget of every public page: the questions an editor wrote in the page's language and
 * the panel's texts, handed to the button, which loads the panel itself only when it is first opened.
 */
export async function ContactsPanel({ locale }: { locale: Locale }) {
  const [t, questions] = await Promise.all([
    getTranslations({ locale, namespace: 'ContactsPanel' }),
    listContactQuestions(locale),
  ])
  return (
    <ContactsLauncher
      labels={{
        allContacts: t('allContacts'),
        back: t('back'),
        close: t('close'),
        empty: t('empty'),
        open: t('open'),
        title: t('title'),
      }}
      contactsHref={localizePath('/contacts', locale)}
      questions={questions}
    />
  )
}
