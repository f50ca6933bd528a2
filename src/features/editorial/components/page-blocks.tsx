import { getTranslations } from 'next-intl/server'

import { RichText, videoLabels } from '@/core/rich-text'
import { VideoEmbed } from '@/core/video-embed.client'
import { FilteredProductCarousel } from '@/features/catalogue'
import { NewsletterSignup } from '@/features/contacts'
import { Link } from '@/i18n/link'
import { langUnlessPage, type Locale } from '@/i18n/locales'
import type { StaticPathname } from '@/i18n/pathnames'
import type { BannerImage } from '@/lib/media'
import { videoEmbed } from '@/lib/video'

import { attributionOf, listArticles, listTestimonials, type PageBlock, type Testimonial } from '../queries'
import { ArticleList } from './article-list'

import styles from './blocks.module.css'
import buttons from '@/components/ui/button.module.css'

/** Where each banner (conditions, contacts, clients, newsletter) leads. */
const bannerTargets: Record<Extract<PageBlock, { type: 'banner' }>['kind'], StaticPathname> = {
  conditions: '/sales-conditions',
  contacts: '/contacts',
  clients: '/contacts/horeca',
  newsletter: '/newsletter',
}

/** A banner picture: 640x662 from 1000 px wide, 320x331 below, 1x and 2x, never shifting the layout. */
function BannerPicture({ image }: { image: BannerImage }) {
  return (
    <picture>
      <source media="(min-width: 1000px)" srcSet={`${image.large} 1x, ${image.large2x} 2x`} />
      <img
        src={image.small}
        srcSet={`${image.small} 1x, ${image.large} 2x`}
        alt={image.alt}
        width={320}
        height={331}
        loading="lazy"
        decoding="async"
      />
    </picture>
  )
}

function Quote({ text, attribution, lang }: { text: string; attribution: string; lang?: string }) {
  return (
    <figure className={styles.quote} lang={lang}>
      <blockquote>
        <p>{text}</p>
      </blockquote>
      {attribution ? <figcaption>{attribution}</figcaption> : null}
    </figure>
  )
}

/**
 * Each block below takes `lang`, the language of its editor's texts when it is not the page's (a page not yet
 * translated shows Italian's blocks): on those texts only, not on the site's own words around them.
 */
type BlockProps<T extends PageBlock['type']> = { locale: Locale; block: Extract<PageBlock, { type: T }>; lang?: string }

async function Testimonials({ locale, block, lang }: BlockProps<'testimonials'>) {
  const testimonials: Testimonial[] = await listTestimonials(locale, block.ids)
  if (!testimonials.length) return null
  return (
    <section className={styles.section} aria-labelledby={`block-${block.key}-title`}>
      <h2 id={`block-${block.key}-title`} className={styles.title} lang={lang}>
        {block.title}
      </h2>
      <ul className={styles.quotes}>
        {testimonials.map((t) => (
          <li key={t.id}>
            <Quote text={t.quote} attribution={attributionOf(t)} />
          </li>
        ))}
      </ul>
    </section>
  )
}

async function LatestNews({ locale, block, lang }: BlockProps<'latestNews'>) {
  const [{ articles }, t] = await Promise.all([
    listArticles(locale, 'news', { pageSize: block.limit }),
    getTranslations({ locale, namespace: 'Editorial' }),
  ])
  if (!articles.length) return null
  return (
    <section className={styles.section} aria-labelledby={`block-${block.key}-title`}>
      <h2 id={`block-${block.key}-title`} className={styles.title} lang={block.title ? lang : undefined}>
        {block.title || t('latestNews')}
      </h2>
      <ArticleList locale={locale} articles={articles} headingLevel={3} />
      <p className={styles.more}>
        <Link locale={locale} href="/news-events">
          {t('allNews')}
        </Link>
      </p>
    </section>
  )
}

async function Block({ locale, block, writtenIn }: { locale: Locale; block: PageBlock; writtenIn?: Locale }) {
  const lang = langUnlessPage(writtenIn, locale)
  switch (block.type) {
    case 'hero':
      return (
        <section className={styles.hero} aria-labelledby={`block-${block.key}-title`}>
          <div className={styles.heroText} lang={lang}>
            <h2 id={`block-${block.key}-title`} className={styles.heroTitle}>
              {block.title}
            </h2>
            {block.text ? <p>{block.text}</p> : null}
            {block.cta ? (
              <a className={buttons.button} href={block.cta.href}>
                {block.cta.label}
              </a>
            ) : null}
          </div>
          {block.image ? <BannerPicture image={block.image} /> : null}
        </section>
      )
    case 'claims':
      return (
        <section className={styles.section} aria-labelledby={`block-${block.key}-title`} lang={lang}>
          {block.title ? (
            <h2 id={`block-${block.key}-title`} className={styles.title}>
              {block.title}
            </h2>
          ) : null}
          <ul className={styles.claims}>
            {block.items.map((item) => (
              <li key={`${item.figure}-${item.label}`}>
                <p className={styles.figure}>{item.figure}</p>
                <h3 className={styles.claimLabel}>{item.label}</h3>
                {item.text ? <p>{item.text}</p> : null}
              </li>
            ))}
          </ul>
        </section>
      )
    case 'richText':
      return <RichText data={block.content} locale={locale} writtenIn={writtenIn} />
    case 'productCarousel':
      return (
        <FilteredProductCarousel
          locale={locale}
          id={block.key}
          title={block.title}
          titleLang={lang}
          filter={block.filter}
          limit={block.limit}
        />
      )
    case 'banner':
      return (
        <section
          className={`${styles.banner} ${styles[`banner-${block.kind}`] ?? ''}`}
          aria-labelledby={`block-${block.key}-title`}
        >
          {block.image ? <BannerPicture image={block.image} /> : null}
          <div className={styles.bannerText}>
            <h2 id={`block-${block.key}-title`} className={styles.title} lang={lang}>
              {block.title}
            </h2>
            {block.text ? <p lang={lang}>{block.text}</p> : null}
            {/* The newsletter's banner holds the sign-up itself: one step less than a link to its page. */}
            {block.kind === 'newsletter' ? (
              <NewsletterSignup locale={locale} source="banner" label={block.ctaLabel} />
            ) : (
              <Link
                locale={locale}
                className={`${buttons.button} ${styles.cta}`}
                href={bannerTargets[block.kind]}
                lang={lang}
              >
                {block.ctaLabel}
              </Link>
            )}
          </div>
        </section>
      )
    case 'testimonials':
      return <Testimonials locale={locale} block={block} lang={lang} />
    case 'quote':
      return (
        <Quote text={block.text} attribution={block.attribution} lang={block.quotesTestimonial ? undefined : lang} />
      )
    case 'latestNews':
      return <LatestNews locale={locale} block={block} lang={lang} />
    case 'video': {
      const embed = videoEmbed(block.url)
      if (!embed) return null
      const { labels, policyHref } = await videoLabels(locale)
      return (
        <VideoEmbed
          title={block.title}
          titleLang={lang}
          url={block.url}
          embed={embed}
          labels={labels}
          policyHref={policyHref}
        />
      )
    }
  }
}

/** The blocks an editor composed a home or landing page from, in their order, written in `writtenIn`. */
export function PageBlocks({ locale, blocks, writtenIn }: { locale: Locale; blocks: PageBlock[]; writtenIn?: Locale }) {
  if (!blocks.length) return null
  return (
    <div className={styles.blocks}>
      {blocks.map((block) => (
        <Block key={block.key} locale={locale} block={block} writtenIn={writtenIn} />
      ))}
    </div>
  )
}
