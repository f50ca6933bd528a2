'use client'

import 'vanilla-cookieconsent/dist/cookieconsent.css'
import './cookie-consent.css'

import { useEffect } from 'react'
import type { Translation } from 'vanilla-cookieconsent'

import { AGE_GATE_ANSWERED, ageGateOpen } from '../age-gate/state.client'
import { startingBanner } from './banner-state.client'

/** The banner's texts in the page's language (its descriptions are HTML: the server escaped them). */
export type ConsentTexts = { language: string; translation: Translation }

const loadBanner = () => import('./consent-banner')

/**
 * The cookie banner and its preferences (issue 13, item 2; vanilla-cookieconsent): technical cookies only until the
 * visitor accepts the marketing category, which unlocks the video embeds and the tag manager. Shown once the age gate
 * is answered; the footer's "Cookie preferences" reopens the preferences at any time. Its settings and start load
 * after the page has hydrated (consent-banner.ts), and not before the age gate is answered: while the gate asks, the
 * banner could only wait behind it, and its library's start would take the phone's main thread meanwhile.
 */
export function CookieConsent({ language, translation }: ConsentTexts) {
  useEffect(() => {
    const run = () => startingBanner(loadBanner().then((banner) => banner.runBanner(language, translation)))
    if (!ageGateOpen()) {
      run()
      return
    }
    window.addEventListener(AGE_GATE_ANSWERED, run, { once: true })
    return () => window.removeEventListener(AGE_GATE_ANSWERED, run)
  }, [language, translation])

  return null
}

/** Opens the banner's preferences (the footer's "Cookie preferences"; without JavaScript its link leads to the policy). */
export async function showCookiePreferences() {
  const banner = await loadBanner()
  await banner.showPreferences()
}
