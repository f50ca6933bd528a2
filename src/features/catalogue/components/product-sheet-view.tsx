import { getTranslations } from 'next-intl/server'

import { DocumentIcon } from '@/components/ui/icons'
import { JsonLd } from '@/core/json-ld'
import { siteUrl } from '@/core/metadata'
import { documentHref, listingHref, listingRoutes } from '@/i18n/catalogue-paths'
import { Link } from '@/i18n/link'
import { langUnlessPage, type Locale } from '@/i18n/locales'
import { hrefsFor, type LocalizedHrefs } from '@/i18n/route-table'

import type { ProductDetail, SheetEntry } from '../queries'
import { productCardLabels } from './card-labels'
import { Gallery } from './gallery.client'
import { RelatedProducts } from './related-products'
import { Stamps } from './stamps'
import { partlyUntranslated, untranslated } from './untranslated'

import styles from './product-sheet.module.css'
import buttons from '@/components/ui/button.module.css'

const absolute = (path: string) => new URL(path, `${siteUrl()}/`).toString()

/**
 * schema.org structured data of the sheet: the Product (no offers or prices: the catalogue has none to show)
 * and its breadcrumb, home › products › type listing › product, with absolute URLs.
 */
function productJsonLd(
  product: ProductDetail,
  locale: Locale,
  hrefs: LocalizedHrefs,
  labels: { home: string; products: string },
) {
  const url = absolute(hrefs[locale])
  const category = [product.type?.label, product.spiritType?.label].filter(Boolean).join(' > ')
  const productLd = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    '@id': `${url}#product`,
    name: product.title,
    sku: product.code,
    url,
    ...(product.producer ? { brand: { '@type': 'Brand', name: product.producer } } : {}),
    ...(product.pictureUrls.length ? { image: product.pictureUrls.map(absolute) } : {}),
    ...(product.description ? { description: product.description } : {}),
    ...(category ? { category } : {}),
  }
  const crumbs: { name: string; path: string }[] = [
    { name: labels.home, path: hrefsFor('/')[locale] },
    { name: labels.products, path: hrefsFor('/products')[locale] },
  ]
  if (product.type) {
    crumbs.push({ name: product.type.label, path: hrefsFor(listingRoutes.type, { type: product.type.slug })[locale] })
  }
  crumbs.push({ name: product.title, path: hrefs[locale] })
  const breadcrumbLd = {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((c, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: c.name,
      item: absolute(c.path),
    })),
  }
  return [productLd, breadcrumbLd]
}

function FieldValue({ entry, locale }: { entry: SheetEntry; locale: Locale }) {
  if (!entry.link) return <>{entry.value}</>
  return (
    <Link locale={locale} className={styles.valueLink} href={listingHref(entry.link.dimension, entry.link.slug)}>
      {entry.value}
    </Link>
  )
}

/**
 * The product sheet: pictures, title, producer, stamps, every sheet field that has a value (the
 * short ones as a table, the long texts as paragraphs), the print variant, related products, structured data.
 */
export async function ProductSheetView({
  locale,
  product,
  hrefs,
}: {
  locale: Locale
  product: ProductDetail
  hrefs: LocalizedHrefs
}) {
  const [t, card, { lang, notice }, partNotice] = await Promise.all([
    getTranslations({ locale, namespace: 'ProductSheet' }),
    productCardLabels(locale),
    untranslated('product', product.writtenIn, locale),
    partlyUntranslated(product, locale),
  ])
  const galleryLabels = {
    gallery: t('gallery'),
    // The thumbnails fill in their own numbers: the arguments stay `{name}` (decision 045).
    showPicture: t('showPicture', { index: '{index}', total: '{total}' }),
    noImage: card.noImage,
  }
  const facts = product.sheet.filter((e) => !e.long)
  const details = product.sheet.filter((e) => e.long)
  const jsonLd = productJsonLd(product, locale, hrefs, { home: t('home'), products: t('products') })
  const producerHref = product.producerSlug ? documentHref('producer', product.producerSlug) : null

  return (
    <article className={styles.sheet}>
      <JsonLd data={jsonLd} />

      <nav className={styles.breadcrumb} aria-label={t('breadcrumb')}>
        <ol>
          <li>
            <Link locale={locale} href="/">
              {t('home')}
            </Link>
          </li>
          <li>
            <Link locale={locale} href="/products">
              {t('products')}
            </Link>
          </li>
          {product.type ? (
            <li>
              <Link locale={locale} href={listingHref('type', product.type.slug)}>
                {product.type.label}
              </Link>
            </li>
          ) : null}
          <li aria-current="page">
            <span className={styles.current} lang={lang}>
              {product.title}
            </span>
          </li>
        </ol>
      </nav>

      <div className={styles.top}>
        <div className={styles.pictures}>
          <Gallery pictures={product.pictures} title={product.title} labels={galleryLabels} />
        </div>

        <div className={styles.summary}>
          <header className={styles.header}>
            {product.producer ? (
              <p className={styles.eyebrow}>
                <span className="visually-hidden">{t('producer')}: </span>
                {producerHref ? (
                  <Link locale={locale} href={producerHref}>
                    {product.producer}
                  </Link>
                ) : (
                  product.producer
                )}
              </p>
            ) : null}
            <h1 className={styles.title} lang={lang}>
              {product.title}
            </h1>
            <p className={styles.code}>
              {t('code')} <span>{product.code}</span>
            </p>
          </header>
          {notice ?? partNotice}

          <Stamps
            labels={card.stamps}
            certification={product.certification}
            projects={product.projects}
            size={44}
            withLabels
            className={styles.stamps}
          />

          {product.description ? (
            <p className={styles.lead} lang={langUnlessPage(product.descriptionIn, locale)}>
              {product.description}
            </p>
          ) : null}

          {facts.length ? (
            <section aria-labelledby="facts-title" className={styles.factsSection}>
              <h2 id="facts-title" className={styles.factsTitle}>
                {t('facts')}
              </h2>
              <dl className={styles.facts}>
                {facts.map((entry) => (
                  <div key={entry.key} className={styles.fact} data-field={entry.key}>
                    <dt>{entry.label}</dt>
                    <dd lang={langUnlessPage(entry.writtenIn, locale)}>
                      <FieldValue entry={entry} locale={locale} />
                    </dd>
                  </div>
                ))}
              </dl>
            </section>
          ) : null}

          <ul className={styles.actions}>
            <li>
              {/* Not fetched ahead: its print stylesheet, preloaded on every sheet and used by none, made Chromium warn
                  "preloaded but not used" on each of them; the print view is opened now and then, not browsed to. */}
              <Link
                locale={locale}
                className={buttons.button}
                href={documentHref('productPdf', product.slug)}
                prefetch={false}
              >
                <DocumentIcon size={18} />
                {t('pdf')}
              </Link>
            </li>
            {producerHref ? (
              <li>
                <Link locale={locale} className={buttons.buttonGhost} href={producerHref}>
                  {t('viewProducer', { name: product.producer })}
                </Link>
              </li>
            ) : null}
          </ul>
        </div>
      </div>

      {details.length ? (
        <section className={styles.details} aria-labelledby="details-title">
          <h2 id="details-title" className={styles.sectionTitle}>
            {t('details')}
          </h2>
          <dl className={styles.detailsList}>
            {details.map((entry) => (
              <div key={entry.key} className={styles.detail} data-field={entry.key}>
                <dt>{entry.label}</dt>
                <dd lang={langUnlessPage(entry.writtenIn, locale)}>{entry.value}</dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}

      <RelatedProducts locale={locale} product={product} />
    </article>
  )
}
