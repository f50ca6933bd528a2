import type { Metadata } from 'next'
import { notFound, permanentRedirect } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'

import { hrefsFor, pageMetadata } from '@/features/site/seo'
import { asLocale } from '@/i18n/locales'

import { CatalogueView } from './components/catalogue-views'
import { ProducerView } from './components/producer-views'
import { ProductPrintView } from './components/product-print-view'
import { ProductSheetView } from './components/product-sheet-view'
import { ProjectView } from './components/project-views'
import { getCatalogueBySlug, getProducerBySlug, getProductBySlug, getProjectBySlug } from './queries'

type Props<K extends string> = { params: Promise<{ locale: string } & Record<K, string>> }

/** The product sheet and its `/pdf/` variant; a slug of the other language is sent to this language's URL. */
export function productRoute(variant: 'sheet' | 'pdf') {
  const pathname = variant === 'sheet' ? '/products/sheet/[product]' : '/products/sheet/[product]/pdf'
  async function load({ params }: Props<'product'>) {
    const p = await params
    const locale = asLocale(p.locale)
    const { product, redirectSlug } = await getProductBySlug(p.product, locale)
    if (!product) {
      if (redirectSlug) permanentRedirect(hrefsFor(pathname, { product: redirectSlug })[locale])
      notFound()
    }
    const hrefs = hrefsFor(pathname, { it: { product: product.slugs.it }, en: { product: product.slugs.en } })
    return { locale, product, hrefs }
  }
  async function generateMetadata(props: Props<'product'>): Promise<Metadata> {
    const { locale, product, hrefs } = await load(props)
    return pageMetadata({
      locale,
      title: product.seo.title ?? `${product.title} · ${product.producer}`,
      description: product.seo.description ?? product.description.slice(0, 160),
      hrefs,
      noindex: variant === 'pdf',
    })
  }
  async function Page(props: Props<'product'>) {
    const { locale, product, hrefs } = await load(props)
    setRequestLocale(locale)
    if (variant === 'pdf') return <ProductPrintView locale={locale} product={product} />
    return <ProductSheetView locale={locale} product={product} hrefs={hrefs} />
  }
  return { generateMetadata, Page }
}

export function producerRoute() {
  async function load({ params }: Props<'producer'>) {
    const p = await params
    const locale = asLocale(p.locale)
    const producer = await getProducerBySlug(p.producer, locale)
    if (!producer) notFound()
    return { locale, producer, hrefs: hrefsFor('/producers/producer/[producer]', {
      it: { producer: producer.slugs.it },
      en: { producer: producer.slugs.en },
    }) }
  }
  async function generateMetadata(props: Props<'producer'>): Promise<Metadata> {
    const { locale, producer, hrefs } = await load(props)
    return pageMetadata({ locale, title: producer.name, description: producer.description.slice(0, 160), hrefs })
  }
  async function Page(props: Props<'producer'>) {
    const { locale, producer } = await load(props)
    setRequestLocale(locale)
    return <ProducerView locale={locale} producer={producer} />
  }
  return { generateMetadata, Page }
}

export function projectRoute(collection: boolean) {
  const pathname = collection ? '/our-projects/[project]/collection' : '/our-projects/[project]'
  async function load({ params }: Props<'project'>) {
    const p = await params
    const locale = asLocale(p.locale)
    const project = await getProjectBySlug(p.project, locale)
    if (!project) notFound()
    const hrefs = hrefsFor(pathname, { it: { project: project.slugs.it }, en: { project: project.slugs.en } })
    return { locale, project, hrefs }
  }
  async function generateMetadata(props: Props<'project'>): Promise<Metadata> {
    const { locale, project, hrefs } = await load(props)
    return pageMetadata({ locale, title: project.title, description: project.summary.slice(0, 160), hrefs })
  }
  async function Page(props: Props<'project'>) {
    const { locale, project, hrefs } = await load(props)
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
    if (!catalogue) notFound()
    const hrefs = hrefsFor('/catalogues/[catalogue]', {
      it: { catalogue: catalogue.slugs.it },
      en: { catalogue: catalogue.slugs.en },
    })
    return { locale, catalogue, hrefs }
  }
  async function generateMetadata(props: Props<'catalogue'>): Promise<Metadata> {
    const { locale, catalogue, hrefs } = await load(props)
    return pageMetadata({ locale, title: catalogue.title, description: catalogue.summary.slice(0, 160), hrefs })
  }
  async function Page(props: Props<'catalogue'>) {
    const { locale, catalogue, hrefs } = await load(props)
    setRequestLocale(locale)
    return <CatalogueView catalogue={catalogue} hrefs={hrefs} />
  }
  return { generateMetadata, Page }
}
