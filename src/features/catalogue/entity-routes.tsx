import { getTranslations } from 'next-intl/server'

import { documentRoute, type SlugLookup } from '@/core/document-route'
import { clipDescription } from '@/core/metadata'
import { documentRoutes } from '@/i18n/catalogue-paths'
import type { Locale } from '@/i18n/locales'

import { CatalogueView } from './components/catalogue-views'
import { ProducerView } from './components/producer-views'
import { ProductPrintView } from './components/product-print-view'
import { ProductSheetView } from './components/product-sheet-view'
import { ProjectView } from './components/project-views'
import {
  getCatalogueBySlug,
  getProducerBySlug,
  getProductBySlug,
  getProjectBySlug,
  type ProductDetail,
  type SlugCollection,
  slugInOtherLanguage,
} from './queries'

/** A lookup by slug in one language that, failing, asks whether the slug is the other language's. */
function bySlug<T>(collection: SlugCollection, read: (slug: string, locale: Locale) => Promise<T | null>) {
  return async (slug: string, locale: Locale): Promise<SlugLookup<T>> => {
    const document = await read(slug, locale)
    if (document) return { document }
    const own = await slugInOtherLanguage(collection, slug, locale)
    return own ? { slugInThisLanguage: own } : null
  }
}

const findProducer = bySlug('producers', getProducerBySlug)
const findProject = bySlug('projects', getProjectBySlug)
const findCatalogue = bySlug('catalogues', getCatalogueBySlug)

async function findProduct(slug: string, locale: Locale): Promise<SlugLookup<ProductDetail>> {
  const { product, redirectSlug } = await getProductBySlug(slug, locale)
  if (product) return { document: product }
  return redirectSlug ? { slugInThisLanguage: redirectSlug } : null
}

/** The product sheet and its `/pdf/` print variant. */
export function productRoute(variant: 'sheet' | 'pdf') {
  return documentRoute({
    route: variant === 'sheet' ? documentRoutes.product : documentRoutes.productPdf,
    find: findProduct,
    metadata: (product) => ({
      title: product.seo.title ?? (product.producer ? `${product.title} · ${product.producer}` : product.title),
      description: product.seo.description ?? clipDescription(product.description),
      noindex: variant === 'pdf',
      image: product.pictures[0]?.card2x,
    }),
    render: ({ document, locale, hrefs }) =>
      variant === 'pdf' ? (
        <ProductPrintView locale={locale} product={document} hrefs={hrefs} />
      ) : (
        <ProductSheetView locale={locale} product={document} hrefs={hrefs} />
      ),
  })
}

export function producerRoute() {
  return documentRoute({
    route: documentRoutes.producer,
    find: findProducer,
    metadata: (producer) => ({
      title: producer.seo.title ?? producer.name,
      description: producer.seo.description ?? clipDescription(producer.description),
    }),
    render: ({ document, locale }) => <ProducerView locale={locale} producer={document} />,
  })
}

/** A project's page, or its collection of products. */
export function projectRoute(collection: boolean) {
  return documentRoute({
    route: collection ? documentRoutes.projectCollection : documentRoutes.project,
    find: findProject,
    metadata: async (project, locale) => {
      const t = await getTranslations({ locale, namespace: 'Projects' })
      return {
        title: collection ? t('collectionOf', { title: project.title }) : (project.seo.title ?? project.title),
        description: project.seo.description ?? clipDescription(project.summary),
        image: project.cover?.card2x,
      }
    },
    render: ({ document, locale }) => <ProjectView locale={locale} project={document} collection={collection} />,
  })
}

export function catalogueRoute() {
  return documentRoute({
    route: documentRoutes.catalogue,
    find: findCatalogue,
    metadata: (catalogue) => ({
      title: catalogue.seo.title ?? catalogue.title,
      description: catalogue.seo.description ?? clipDescription(catalogue.summary),
      image: catalogue.cover?.card2x,
    }),
    render: ({ document, locale }) => <CatalogueView locale={locale} catalogue={document} />,
  })
}
