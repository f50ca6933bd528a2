import { getTranslations } from 'next-intl/server'

import { BrandSeal } from '@/components/ui/monogram'
import { siteUrl } from '@/core/metadata'
import { documentHref } from '@/i18n/catalogue-paths'
import { Link } from '@/i18n/link'
import { langUnlessPage, type Locale } from '@/i18n/locales'
import type { LocalizedHrefs } from '@/i18n/route-table'
import { brandWords, companyName } from '@/lib/company'

import type { ProductDetail } from '../queries'
import { productCardLabels } from './card-labels'
import { PrintButton } from './product-print-button.client'
import { Stamps } from './stamps'

/**
 * The product's tech sheet on one A4 page (the `/pdf/` variant, in the print layout): company, picture,
 * title, producer, every non-empty sheet field in a compact two-column table, code. Styles: styles/print.css.
 */
export async function ProductPrintView({
  locale,
  product,
  hrefs,
}: {
  locale: Locale
  product: ProductDetail
  hrefs: LocalizedHrefs
}) {
  const [t, card] = await Promise.all([
    getTranslations({ locale, namespace: 'ProductSheet' }),
    productCardLabels(locale),
  ])
  const picture = product.pictures[0]
  const sheetUrl = new URL(hrefs[locale], `${siteUrl()}/`).toString()
  return (
    <article className="print-sheet__page">
      <div className="print-sheet__toolbar">
        <Link
          locale={locale}
          className="print-sheet__button print-sheet__button--ghost"
          href={documentHref('product', product.slug)}
        >
          {t('backToSheet')}
        </Link>
        <PrintButton label={t('print')} className="print-sheet__button" />
        {/* The button needs a script: without one print.css shows this hint in its place. */}
        <p className="print-sheet__hint">{t('printWithoutScripts')}</p>
      </div>

      <header className="print-sheet__header">
        <div className="print-sheet__brand">
          <BrandSeal size={17} className="print-sheet__seal" letterClassName="print-sheet__monogram" />
          <span>
            <span className="print-sheet__company">{brandWords.first}</span>
            {brandWords.rest ? <span className="print-sheet__company-sub">{brandWords.rest}</span> : null}
          </span>
        </div>
        <p className="print-sheet__doc">
          {t('printTitle')}
          <span>
            {t('code')} {product.code}
          </span>
        </p>
      </header>

      <div className="print-sheet__columns">
        <div className="print-sheet__picture">
          {picture ? (
            // eslint-disable-next-line @next/next/no-img-element -- the CMS already makes the card sizes
            <img src={picture.card2x} width={600} height={732} alt={picture.alt || product.title} />
          ) : null}
        </div>
        <div className="print-sheet__intro">
          {product.producer ? <p className="print-sheet__producer">{product.producer}</p> : null}
          <h1 lang={langUnlessPage(product.writtenIn, locale)}>{product.title}</h1>
          {product.type ? (
            <p className="print-sheet__type">
              {[product.type.label, product.spiritType?.label].filter(Boolean).join(' · ')}
            </p>
          ) : null}
          <Stamps
            labels={card.stamps}
            certification={product.certification}
            projects={product.projects}
            size={30}
            withLabels
          />
          {product.description ? (
            <p className="print-sheet__description" lang={langUnlessPage(product.descriptionIn, locale)}>
              {product.description}
            </p>
          ) : null}
        </div>
      </div>

      {product.sheet.length ? (
        <dl className="print-sheet__table">
          {product.sheet.map((entry) => (
            <div key={entry.key} className="print-sheet__row" data-field={entry.key}>
              <dt>{entry.label}</dt>
              <dd lang={langUnlessPage(entry.writtenIn, locale)}>{entry.value}</dd>
            </div>
          ))}
          <div className="print-sheet__row" data-field="code">
            <dt>{t('code')}</dt>
            <dd>{product.code}</dd>
          </div>
        </dl>
      ) : null}

      <footer className="print-sheet__footer">
        <p>{t('printFooter')}</p>
        <p>
          {companyName} · {sheetUrl}
        </p>
      </footer>
    </article>
  )
}
