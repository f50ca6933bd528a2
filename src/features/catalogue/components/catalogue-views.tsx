import { getTranslations } from 'next-intl/server'

import { DownloadIcon } from '@/components/ui/icons'
import { documentHref } from '@/i18n/catalogue-paths'
import { Link } from '@/i18n/link'
import { type Locale, localeTags } from '@/i18n/locales'

import { type CatalogueDetail, type CatalogueFile, type CatalogueSummary, listCatalogues } from '../queries'
import { fileLanguage, untranslated } from './untranslated'

import styles from './catalogue-views.module.css'
import buttons from '@/components/ui/button.module.css'

/** A file size as people read it: "34 kB", "1.2 MB" ("1,2 MB" in Italian). */
export function formatFileSize(bytes: number, locale: Locale): string {
  const mb = bytes >= 1_000_000
  return new Intl.NumberFormat(localeTags[locale], {
    style: 'unit',
    unit: mb ? 'megabyte' : 'kilobyte',
    unitDisplay: 'short',
    maximumFractionDigits: mb ? 1 : 0,
  }).format(mb ? bytes / 1_000_000 : Math.max(1, Math.round(bytes / 1000)))
}

function Cover({
  catalogue,
  eager = false,
  large = false,
}: {
  catalogue: CatalogueSummary
  eager?: boolean
  large?: boolean
}) {
  if (!catalogue.cover) {
    return (
      <svg viewBox="0 0 60 80" width="72" height="96" aria-hidden="true" focusable="false" className={styles.emblem}>
        <path d="M10 4h30l10 10v62H10z" fill="none" stroke="currentColor" strokeWidth="1.2" strokeLinejoin="round" />
        <path d="M40 4v10h10M18 34h24M18 42h24M18 50h16" fill="none" stroke="currentColor" strokeWidth="1" />
      </svg>
    )
  }
  if (large) {
    return (
      // eslint-disable-next-line @next/next/no-img-element -- the CMS already makes the card sizes
      <img
        src={catalogue.cover.card2x}
        srcSet={`${catalogue.cover.card} 300w, ${catalogue.cover.card2x} 600w`}
        sizes="(min-width: 750px) 22rem, 90vw"
        width={600}
        height={732}
        alt={catalogue.cover.alt}
        fetchPriority="high"
      />
    )
  }
  return (
    <picture>
      <source media="(min-width: 1000px)" srcSet={`${catalogue.cover.card} 1x, ${catalogue.cover.card2x} 2x`} />
      <img
        src={catalogue.cover.small}
        srcSet={`${catalogue.cover.small} 1x, ${catalogue.cover.card} 2x`}
        width={300}
        height={366}
        alt={catalogue.cover.alt}
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={eager ? 'high' : 'auto'}
      />
    </picture>
  )
}

async function Download({
  locale,
  title,
  file,
  ghost = false,
  fileIn = locale,
}: {
  locale: Locale
  title: string
  file: CatalogueFile
  ghost?: boolean
  /** The PDF's language, when known: one in the other language says so (decision 100). */
  fileIn?: Locale
}) {
  const [t, other] = await Promise.all([
    getTranslations({ locale, namespace: 'Catalogues' }),
    fileLanguage(fileIn, locale),
  ])
  return (
    <>
      <a
        className={ghost ? buttons.buttonGhost : buttons.button}
        href={file.url}
        type="application/pdf"
        hrefLang={other ? localeTags[fileIn] : undefined}
        download={file.filename || true}
        aria-label={other ? `${t('downloadOf', { title })} (${other})` : t('downloadOf', { title })}
      >
        <DownloadIcon size={18} />
        {t('download')}
      </a>
      {file.size ? (
        <span className={styles.fileInfo}>
          {t('file', { size: formatFileSize(file.size, locale) })}
          {other ? ` · ${other}` : null}
        </span>
      ) : null}
    </>
  )
}

/** Catalogues to download: newest first, each with its cover and its PDF. */
export async function CatalogueListView({ locale }: { locale: Locale }) {
  const [catalogues, meta, t] = await Promise.all([
    listCatalogues(locale),
    getTranslations({ locale, namespace: 'Meta' }),
    getTranslations({ locale, namespace: 'Catalogues' }),
  ])
  return (
    <section className={styles.page}>
      <header className={styles.intro}>
        <h1 className={styles.title}>{meta('catalogues.title')}</h1>
        <p className={styles.lead}>{meta('catalogues.description')}</p>
        <p className={styles.count}>{t('count', { count: catalogues.length })}</p>
      </header>
      {catalogues.length ? (
        <ul className={styles.tiles}>
          {catalogues.map((c, index) => (
            <li key={c.slug}>
              <article className={styles.tile}>
                <div className={`${styles.tileMedia} ${styles.cover}`}>
                  <Cover catalogue={c} eager={index < 3} />
                </div>
                <div className={styles.tileBody}>
                  {c.year ? <p className={styles.tileMeta}>{t('edition', { year: c.year })}</p> : null}
                  <h2 className={styles.tileTitle}>
                    <Link locale={locale} href={documentHref('catalogue', c.slug)}>
                      {c.title}
                    </Link>
                  </h2>
                  {c.summary ? <p className={styles.tileText}>{c.summary}</p> : null}
                  {c.pdf ? (
                    <p className={styles.tileActions}>
                      <Download locale={locale} title={c.title} file={c.pdf} ghost />
                    </p>
                  ) : null}
                </div>
              </article>
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.empty}>{t('empty')}</p>
      )}
      <p className={styles.note}>{t('trade')}</p>
    </section>
  )
}

/** A catalogue: its cover, what it holds and its PDF to download. */
export async function CatalogueView({ locale, catalogue }: { locale: Locale; catalogue: CatalogueDetail }) {
  const [t, { lang, notice }] = await Promise.all([
    getTranslations({ locale, namespace: 'Catalogues' }),
    untranslated('catalogue', catalogue.writtenIn.text, locale),
  ])
  return (
    <article className={styles.page}>
      <p className={styles.back}>
        <Link locale={locale} href="/catalogues">
          ← {t('allCatalogues')}
        </Link>
      </p>
      <div className={styles.feature}>
        <div className={catalogue.cover ? styles.featureMedia : styles.featureEmblem}>
          <Cover catalogue={catalogue} eager large />
        </div>
        <div>
          <header className={styles.intro}>
            {catalogue.year ? <p className={styles.eyebrow}>{t('edition', { year: catalogue.year })}</p> : null}
            <h1 className={`${styles.title} ${styles.featureTitle}`} lang={lang}>
              {catalogue.title}
            </h1>
            {catalogue.summary ? (
              <p className={styles.lead} lang={lang}>
                {catalogue.summary}
              </p>
            ) : null}
            {notice}
          </header>
          {catalogue.pdf ? (
            <p className={styles.actions}>
              <Download
                locale={locale}
                title={catalogue.title}
                file={catalogue.pdf}
                fileIn={catalogue.writtenIn.file}
              />
            </p>
          ) : null}
          <p className={styles.note}>{t('trade')}</p>
        </div>
      </div>
    </article>
  )
}
