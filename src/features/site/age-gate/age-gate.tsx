import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'
import { localizePath } from '@/i18n/route-table'
import { ADULT_AGE } from '@/lib/age-gate'
import { companyName } from '@/lib/company'

import { AgeGateDialog } from './age-gate.client'

import styles from './age-gate.module.css'
import buttons from '@/components/ui/button.module.css'

/** A responsible-drinking site in the visitor's language (spec §4: "a link to a responsible-drinking site"). */
const responsibleDrinking: Record<Locale, string> = {
  it: 'https://www.epicentro.iss.it/alcol/',
  en: 'https://www.drinkaware.co.uk/',
}

/**
 * The age gate (spec §4 "Age gate"; issue 13, item 1) on every page, in the HTML for everybody: the per-visitor
 * stylesheet (src/app/api/age-gate/style) hides it before the first paint when the adult flag is stored. Its
 * form works without JavaScript (src/app/api/age-gate); with JavaScript it answers in place (age-gate.client.tsx).
 */
export async function AgeGate({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'AgeGate' })
  return (
    <AgeGateDialog className={styles.gate}>
      <div className={styles.panel}>
        <p className={styles.text}>{companyName}</p>
        <h2 className={styles.title} id="age-gate-title">
          {t('title', { age: ADULT_AGE })}
        </h2>
        <p className={styles.text} id="age-gate-text">
          {t('text', { age: ADULT_AGE })}
        </p>
        <form method="post" action="/api/age-gate/" data-age-gate-form="">
          <input type="hidden" name="locale" value={locale} />
          <div className={styles.choices}>
            <button className={buttons.button} type="submit" name="choice" value="adult">
              {t('adult', { age: ADULT_AGE })}
            </button>
            <button className={buttons.buttonGhost} type="submit" name="choice" value="minor">
              {t('minor', { age: ADULT_AGE })}
            </button>
          </div>
        </form>
        <div className={styles.minor} id="age-gate-minor" role="alert" tabIndex={-1}>
          <p>{t('refused')}</p>
          <a href={responsibleDrinking[locale]} rel="noopener noreferrer">
            {t('responsibleDrinking')}
          </a>
        </div>
        <p className={styles.policies}>
          {t('policies')} <a href={localizePath('/privacy-policy', locale)}>{t('privacy')}</a> ·{' '}
          <a href={localizePath('/cookie-policy', locale)}>{t('cookies')}</a>
        </p>
      </div>
    </AgeGateDialog>
  )
}

/** Marks a page readable without answering the gate (the privacy and cookie policies). */
export function AgeGateExempt() {
  return <span data-age-gate-exempt="" hidden />
}
