import type { Metadata } from 'next'
import { notFound, permanentRedirect } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { hrefsFor, pageMetadata } from '@/features/site/seo'
import { asLocale } from '@/i18n/locales'

import { CatalogueView } from './components/catalogue-views'
import { ProducerView } from './components/producer-views'
import { ProductPrintView } from './components/product-print-view'
import { ProductSheetView } from './components/product-sheet-view'
import { ProjectView } from './components/project-views'
import { getCatalogueBySlug, getProducerBySlug, getProductBySlug, getProjectBySlug, slugInOtherLanguage } from './queries'

/** A description for search results: at most 160 characters, cut at a word. */
function clip(text: string, max = 160): string {
  const clean = text.replace(/\s+/g, ' ').trim()
  if (clean.length <= max) return clean
  const cut = clean.slice(0, max - 1)
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max - 30))}…`
}

type Props<K extends string> = { params: Promise<{ locale: string } & Record<K, string>> }

// A slug of the other language is `{ moved }`: only the page redirects, the metadata renders nothing. When
// both threw the redirect, Next 16.4 answered a page's first (uncached) request with the Location twice.

/** The product sheet and its `/pdf/` variant; a slug of the other language is sent to this language's URL. */
export function productRoute(variant: 'sheet' | 'pdf') {
  const pathname = variant === 'sheet' ? '/products/sheet/[product]' : '/products/sheet/[product]/pdf'
  async function load({ params }: Props<'product'>) {
    const p = await params
    const locale = asLocale(p.locale)
    const { product, redirectSlug } = await getProductBySlug(p.product, locale)
    if (!product) {
      if (redirectSlug) return { moved: hrefsFor(pathname, { product: redirectSlug })[locale] }
      notFound()
    }
    const hrefs = hrefsFor(pathname, { it: { product: product.slugs.it }, en: { product: product.slugs.en } })
    return { locale, product, hrefs }
  }
  async function generateMetadata(props: Props<'product'>): Promise<Metadata> {
    const found = await load(props)
    if (found.moved !== undefined) return {}
    const { locale, product, hrefs } = found
    return pageMetadata({
      locale,
      title: product.seo.title ?? (product.producer ? `${product.title} · ${product.producer}` : product.title),
      description: product.seo.description ?? clip(product.description),
      hrefs,
      noindex: variant === 'pdf',
      image: product.pictures[0]?.card2x,
    })
  }
  async function Page(props: Props<'product'>) {
    const found = await load(props)
    if (found.moved !== undefined) permanentRedirect(found.moved)
    const { locale, product, hrefs } = found
    setRequestLocale(locale)
    if (variant === 'pdf') return <ProductPrintView locale={locale} product={product} hrefs={hrefs} />
    return <ProductSheetView locale={locale} product={product} hrefs={hrefs} />
  }
  return { generateMetadata, Page }
}

export function producerRoute() {
  async function load({ params }: Props<'producer'>) {
    const p = await params
    const locale = asLocale(p.locale)
    const producer = await getProducerBySlug(p.producer, locale)
    if (!producer) {
      const own = await slugInOtherLanguage('producers', p.producer, locale)
      if (own) return { moved: hrefsFor('/producers/producer/[producer]', { producer: own })[locale] }
      notFound()
    }
    return { locale, producer, hrefs: hrefsFor('/producers/producer/[producer]', {
      it: { producer: producer.slugs.it },
      en: { producer: producer.slugs.en },
    }) }
  }
  async function generateMetadata(props: Props<'producer'>): Promise<Metadata> {
    const found = await load(props)
    if (found.moved !== undefined) return {}
    const { locale, producer, hrefs } = found
    return pageMetadata({
      locale,
      title: producer.seo.title ?? producer.name,
      description: producer.seo.description ?? clip(producer.description),
      hrefs,
    })
  }
  async function Page(props: Props<'producer'>) {
    const found = await load(props)
    if (found.moved !== undefined) permanentRedirect(found.moved)
    const { locale, producer, hrefs } = found
    setRequestLocale(locale)
    return <ProducerView locale={locale} producer={producer} hrefs={hrefs} />
  }
  return { generateMetadata, Page }
}

export function projectRoute(collection: boolean) {
  const pathname = collection ? '/our-projects/[project]/collection' : '/our-projects/[project]'
  async function load({ params }: Props<'project'>) {
    const p = await params
    const locale = asLocale(p.locale)
    const project = await getProjectBySlug(p.project, locale)
    if (!project) {
      const own = await slugInOtherLanguage('projects', p.project, locale)
      if (own) return { moved: hrefsFor(pathname, { project: own })[locale] }
      notFound()
    }
    const hrefs = hrefsFor(pathname, { it: { project: project.slugs.it }, en: { project: project.slugs.en } })
    return { locale, project, hrefs }
  }
  async function generateMetadata(props: Props<'project'>): Promise<Metadata> {
    const found = await load(props)
    if (found.moved !== undefined) return {}
    const { locale, project, hrefs } = found
    const t = await getTranslations({ locale, namespace: 'Projects' })
    const title = project.seo.title ?? project.title
    return pageMetadata({
      locale,
      title: collection ? t('collectionOf', { title: project.title }) : title,
      description: project.seo.description ?? clip(project.summary),
      hrefs,
      image: project.cover?.card2x,
    })
  }
  async function Page(props: Props<'project'>) {
    const found = await load(props)
    if (found.moved !== undefined) permanentRedirect(found.moved)
    const { locale, project, hrefs } = found
    setRequestLocale(locale)
    return <ProjectView locale={locale} project={project} hrefs={hrefs} collection={collection} />
  }
  return { generateMetadata, Page }
}

export function catalogueRoute() {
  async function load({ params }: Props<'catalogue'>) {
    const p = await params
    const locale = asLocale(p.locale)
    const catalogue = await getCatalogueBySlug(p.catalogue, locale)
    if (!catalogue) {
      const own = await slugInOtherLanguage('catalogues', p.catalogue, locale)
      if (own) return { moved: hrefsFor('/catalogues/[catalogue]', { catalogue: own })[locale] }
      notFound()
    }
    const hrefs = hrefsFor('/catalogues/[catalogue]', {
      it: { catalogue: catalogue.slugs.it },
      en: { catalogue: catalogue.slugs.en },
    })
    return { locale, catalogue, hrefs }
  }
  async function generateMetadata(props: Props<'catalogue'>): Promise<Metadata> {
    const found = await load(props)
    if (found.moved !== undefined) return {}
    const { locale, catalogue, hrefs } = found
    return pageMetadata({
      locale,
      title: catalogue.seo.title ?? catalogue.title,
      description: catalogue.seo.description ?? clip(catalogue.summary),
      hrefs,
      image: catalogue.cover?.card2x,
    })
  }
  async function Page(props: Props<'catalogue'>) {
    const found = await load(props)
    if (found.moved !== undefined) permanentRedirect(found.moved)
    const { locale, catalogue, hrefs } = found
    setRequestLocale(locale)
    return <CatalogueView locale={locale} catalogue={catalogue} hrefs={hrefs} />
  }
  return { generateMetadata, Page }
}
