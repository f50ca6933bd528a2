import { getTranslations } from 'next-intl/server'

import { CoverPicture } from '@/core/cover-picture'
import { documentHref, listingHref } from '@/i18n/catalogue-paths'
import { Link } from '@/i18n/link'
import type { Locale } from '@/i18n/locales'
import { webAddressHref } from '@/lib/web-address'

import { listProducers, type ProducerDetail, type ProducerSummary } from '../queries'
import { ProductGrid } from './product-grid'
import { untranslated } from './untranslated'

import styles from './catalogue-views.module.css'

/** First letter for the alphabetical index, accents folded ("É" files under "E"), digits under "#". */
const initialOf = (name: string) => {
  const c = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .charAt(0)
    .toUpperCase()
  return /[A-Z]/.test(c) ? c : '#'
}

const placeOf = (p: Pick<ProducerSummary, 'town' | 'region' | 'country'>) =>
  [p.town, p.region || p.country].filter(Boolean).join(', ')

/** Producers: alphabetical, with an index of initials, each a link to its page. */
export async function ProducerListView({ locale }: { locale: Locale }) {
  const [producers, meta, t] = await Promise.all([
    listProducers(locale),
    getTranslations({ locale, namespace: 'Meta' }),
    getTranslations({ locale, namespace: 'Producers' }),
  ])
  const groups = new Map<string, ProducerSummary[]>()
  for (const p of producers) {
    const letter = initialOf(p.name)
    groups.set(letter, [...(groups.get(letter) ?? []), p])
  }
  return (
    <section className={styles.page}>
      <header className={styles.intro}>
        <h1 className={styles.title}>{meta('producers.title')}</h1>
        <p className={styles.lead}>{meta('producers.description')}</p>
        <p className={styles.count}>{t('count', { count: producers.length })}</p>
      </header>
      {groups.size > 1 ? (
        <nav className={styles.letters} aria-label={t('index')}>
          <ul>
            {[...groups.keys()].map((letter) => (
              <li key={letter}>
                <a href={`#producers-${letter}`}>{letter}</a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <div className={styles.groups}>
        {[...groups].map(([letter, list]) => (
          <section key={letter} className={styles.group} aria-labelledby={`producers-${letter}`}>
            <h2 id={`producers-${letter}`} className={styles.letter}>
              {letter}
            </h2>
            <ul className={styles.producerList}>
              {list.map((p) => (
                <li key={p.code}>
                  <Link locale={locale} className={styles.producer} href={documentHref('producer', p.slug)}>
                    <span className={styles.producerName}>{p.name}</span>
                    {placeOf(p) ? <span className={styles.producerPlace}>{placeOf(p)}</span> : null}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </section>
  )
}

/** A website as a visitor reads it: the host without `www.`. */
const hostOf = (url: string) => {
  try {
    return new URL(url).host.replace(/^www\./, '')
  } catch {
    return url
  }
}

/** A producer's page: description, facts, website and its products as cards. */
export async function ProducerView({ locale, producer }: { locale: Locale; producer: ProducerDetail }) {
  const [t, { lang, notice }] = await Promise.all([
    getTranslations({ locale, namespace: 'Producers' }),
    untranslated('producer', producer.writtenIn, locale),
  ])
  const facts: { key: string; label: string; value: React.ReactNode }[] = []
  if (producer.region) facts.push({ key: 'region', label: t('region'), value: producer.region })
  if (producer.country) facts.push({ key: 'country', label: t('country'), value: producer.country })
  if (producer.town) facts.push({ key: 'town', label: t('town'), value: producer.town })
  if (producer.founded) facts.push({ key: 'founded', label: t('founded'), value: producer.founded })
  // A value that is no web address (saved before the admin checked it) is left out rather than linked broken.
  const website = producer.website ? webAddressHref(producer.website) : null
  if (producer.website && website) {
    facts.push({
      key: 'website',
      label: t('website'),
      value: (
        <a
          href={website}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t('websiteNewTab', { host: hostOf(producer.website) })}
        >
          {hostOf(producer.website)}
        </a>
      ),
    })
  }
  const place = placeOf(producer)
  return (
    <article className={styles.page}>
      <div className={styles.entityTop}>
        <header className={styles.intro}>
          <p className={styles.eyebrow}>{t('eyebrow')}</p>
          <h1 className={styles.title} lang={lang}>
            {producer.name}
          </h1>
          {place || producer.founded ? (
            <p className={styles.subtitle}>
              {[place, producer.founded ? t('since', { year: producer.founded }) : ''].filter(Boolean).join(' · ')}
            </p>
          ) : null}
          {producer.description ? (
            <p className={styles.lead} lang={lang}>
              {producer.description}
            </p>
          ) : null}
          {notice}
        </header>
        {facts.length || producer.picture ? (
          <aside className={styles.factsBox} aria-labelledby="producer-facts">
            {producer.picture ? (
              <CoverPicture
                image={producer.picture}
                sizes="(min-width: 1000px) 22rem, calc(100vw - 2rem)"
                className={styles.factsPicture}
              />
            ) : null}
            <h2 id="producer-facts" className={styles.factsTitle}>
              {t('facts')}
            </h2>
            <dl className={styles.facts}>
              {facts.map((f) => (
                <div key={f.key}>
                  <dt>{f.label}</dt>
                  <dd>{f.value}</dd>
                </div>
              ))}
            </dl>
          </aside>
        ) : null}
      </div>

      <section className={styles.section} aria-labelledby="producer-products">
        <div className={styles.sectionHead}>
          <h2 id="producer-products" className={styles.sectionTitle}>
            {t('products')}
          </h2>
          <p className={styles.count}>{t('productsCount', { count: producer.products.length })}</p>
        </div>
        {producer.products.length ? (
          <ProductGrid locale={locale} cards={producer.products} headingLevel={3} />
        ) : (
          <p className={styles.empty}>{t('noProducts')}</p>
        )}
        {producer.products.length ? (
          <p className={styles.more}>
            <Link locale={locale} href={listingHref('producer', producer.slug)}>
              {t('allProducts')}
            </Link>
          </p>
        ) : null}
      </section>
    </article>
  )
}
