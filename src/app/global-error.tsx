'use client'
/* eslint-disable @next/next/no-html-link-for-pages -- a plain page: a full reload is the point after a failure */

/**
 * An error while showing the error page falls back to a plain page with a link home. It runs
 * outside every layout and provider, so it carries both languages itself and no styles but its own.
 */
export default function GlobalError() {
  return (
    <html lang="it">
      <body style={{ fontFamily: 'Georgia, serif', margin: '4rem auto', maxWidth: '36rem', padding: '0 1.25rem' }}>
        <h1>Errore · Error</h1>
        <p>Qualcosa non ha funzionato. Riprova più tardi.</p>
        <p lang="en">Something went wrong. Please try again later.</p>
        <p>
          <a href="/">Torna alla home</a> ·{' '}
          <a href="/en/" lang="en">
            Back to home
          </a>
        </p>
      </body>
    </html>
  )
}
