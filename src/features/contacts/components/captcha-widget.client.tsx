'use client'

import Script from 'next/script'
import { useLocale, useTranslations } from 'next-intl'
import { useEffect, useRef, useState } from 'react'

import { type CaptchaConfig, captchaProviders } from '@/lib/captcha-providers'

import styles from './forms.module.css'

/** What Turnstile's and reCAPTCHA's scripts put on `window` (explicit rendering). */
type WidgetApi = {
  render: (element: HTMLElement, options: Record<string, unknown>) => string | number
  reset: (id?: string | number) => void
}

/**
 * The captcha's widget, when the forms have one (src/lib/captcha.ts): the provider's script draws it in the form,
 * where it adds the answer field the server verifies (forms/guard.ts). Drawn explicitly, so that it also appears
 * on a form reached by client-side navigation, in the visitor's language, and drawn again (`resetKey`) after the
 * server answered, since each answer is good for one submission. Without JavaScript, or when the provider's script
 * cannot be loaded, no widget can be drawn: a note says so.
 */
export function CaptchaWidget({ captcha, resetKey }: { captcha: CaptchaConfig | null; resetKey?: number }) {
  return captcha ? <Widget captcha={captcha} resetKey={resetKey} /> : null
}

function Widget({ captcha, resetKey }: { captcha: CaptchaConfig; resetKey?: number }) {
  const t = useTranslations('Forms')
  const locale = useLocale()
  const provider = captchaProviders[captcha.provider]
  const box = useRef<HTMLDivElement>(null)
  const widget = useRef<string | number | null>(null)
  const [loaded, setLoaded] = useState(false)
  const [unavailable, setUnavailable] = useState(false)

  useEffect(() => {
    if (!loaded) return
    // The script defines its global at once and its render function a moment later (reCAPTCHA loads in two steps).
    let tries = 0
    const timer = setInterval(() => {
      const api = (window as unknown as Record<string, WidgetApi | undefined>)[provider.global]
      if (typeof api?.render === 'function' && box.current) {
        clearInterval(timer)
        if (widget.current === null) {
          widget.current = api.render(box.current, {
            sitekey: captcha.siteKey,
            ...(captcha.provider === 'turnstile' ? { language: locale } : {}),
          })
        }
      } else if (++tries > 100) clearInterval(timer)
    }, 100)
    return () => clearInterval(timer)
  }, [loaded, provider.global, captcha.siteKey, captcha.provider, locale])

  useEffect(() => {
    if (resetKey === undefined || widget.current === null) return
    ;(window as unknown as Record<string, WidgetApi | undefined>)[provider.global]?.reset(widget.current)
  }, [resetKey, provider.global])

  return (
    <div className={styles.captcha}>
      <Script
        src={captcha.provider === 'recaptcha' ? `${provider.script}&hl=${locale}` : provider.script}
        strategy="afterInteractive"
        onReady={() => setLoaded(true)}
        onError={() => setUnavailable(true)}
      />
      <div ref={box} data-captcha={captcha.provider} />
      {unavailable ? (
        <p className={styles.note} role="status">
          {t('captchaUnavailable')}
        </p>
      ) : null}
      <noscript>
        <p className={styles.note}>{t('captchaNeedsScript')}</p>
      </noscript>
    </div>
  )
}
