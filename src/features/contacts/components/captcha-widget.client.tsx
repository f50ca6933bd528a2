'use client'

import { useEffect, useRef, useState } from 'react'

import type { Locale } from '@/i18n/locales'
import { type CaptchaConfig, captchaProviders } from '@/lib/captcha-providers'

import styles from './forms.module.css'

/** What Turnstile's and reCAPTCHA's scripts put on `window` (explicit rendering). */
type WidgetApi = {
  render: (element: HTMLElement, options: Record<string, unknown>) => string | number
  reset: (id?: string | number) => void
}

export type CaptchaTexts = { unavailable: string; needsScript: string }

const scripts = new Map<string, Promise<void>>()

/**
 * The provider's script, added once per page: a form reached later by client-side navigation reuses it. A plain
 * element rather than `next/script`, whose loader came with every page that imports a form (decision 047); a script
 * that fails is removed, so that the next form tries again.
 */
function loadScript(src: string): Promise<void> {
  let loading = scripts.get(src)
  if (!loading) {
    loading = new Promise<void>((resolve, reject) => {
      const script = document.createElement('script')
      script.src = src
      script.async = true
      script.onload = () => resolve()
      script.onerror = () => {
        scripts.delete(src)
        script.remove()
        reject(new Error(`captcha script failed: ${src}`))
      }
      document.body.append(script)
    })
    scripts.set(src, loading)
  }
  return loading
}

/**
 * The captcha's widget, when the forms have one (src/lib/captcha.ts): the provider's script draws it in the form,
 * where it adds the answer field the server verifies (forms/guard.ts). Drawn explicitly, so that it also appears
 * on a form reached by client-side navigation, in the visitor's language, and drawn again (`resetKey`) after the
 * server answered, since each answer is good for one submission. Without JavaScript, or when the provider's script
 * cannot be loaded, no widget can be drawn: a note says so.
 */
export function CaptchaWidget({
  captcha,
  locale,
  texts,
  resetKey,
}: {
  captcha: CaptchaConfig | null
  locale: Locale
  texts: CaptchaTexts
  resetKey?: number
}) {
  return captcha ? <Widget captcha={captcha} locale={locale} texts={texts} resetKey={resetKey} /> : null
}

function Widget({
  captcha,
  locale,
  texts,
  resetKey,
}: {
  captcha: CaptchaConfig
  locale: Locale
  texts: CaptchaTexts
  resetKey?: number
}) {
  const provider = captchaProviders[captcha.provider]
  const box = useRef<HTMLDivElement>(null)
  const widget = useRef<string | number | null>(null)
  const [unavailable, setUnavailable] = useState(false)
  const src = captcha.provider === 'recaptcha' ? `${provider.script}&hl=${locale}` : provider.script

  useEffect(() => {
    let timer = 0
    let cancelled = false
    loadScript(src).then(
      () => {
        // The script defines its global at once and its render function a moment later (reCAPTCHA loads in two steps).
        let tries = 0
        const draw = () => {
          const api = (window as unknown as Record<string, WidgetApi | undefined>)[provider.global]
          if (typeof api?.render === 'function' && box.current) {
            window.clearInterval(timer)
            if (widget.current === null) {
              widget.current = api.render(box.current, {
                sitekey: captcha.siteKey,
                ...(captcha.provider === 'turnstile' ? { language: locale } : {}),
              })
            }
          } else if (++tries > 100) window.clearInterval(timer)
        }
        if (!cancelled) timer = window.setInterval(draw, 100)
      },
      () => {
        if (!cancelled) setUnavailable(true)
      },
    )
    return () => {
      cancelled = true
      window.clearInterval(timer)
    }
  }, [src, provider.global, captcha.siteKey, captcha.provider, locale])

  useEffect(() => {
    if (resetKey === undefined || widget.current === null) return
    ;(window as unknown as Record<string, WidgetApi | undefined>)[provider.global]?.reset(widget.current)
  }, [resetKey, provider.global])

  return (
    <div className={styles.captcha}>
      <div ref={box} data-captcha={captcha.provider} />
      {unavailable ? (
        <p className={styles.note} role="status">
          {texts.unavailable}
        </p>
      ) : null}
      <noscript>
        <p className={styles.note}>{texts.needsScript}</p>
      </noscript>
    </div>
  )
}
