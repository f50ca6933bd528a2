import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import { type JSXConvertersFunction, RichText as LexicalRichText } from '@payloadcms/richtext-lexical/react'
import { getLocale, getTranslations } from 'next-intl/server'

import { isShownProduct } from '@/cms/access'
import { embeddedUploads } from '@/cms/fields/rich-text-scope'
import { articleHref, isSection } from '@/i18n/article-paths'
import { documentHref } from '@/i18n/catalogue-paths'
import { asLocale, langUnlessPage, type Locale } from '@/i18n/locales'
import { getPathname } from '@/i18n/navigation'
import { isExternalHref, linkHref } from '@/lib/link-href'
import { mediaUrl } from '@/lib/media'
import { videoEmbed } from '@/lib/video'

import { VideoEmbed, type VideoLabels } from './video-embed.client'

import prose from './prose.module.css'

type LinkedDoc = {
  slug?: string | null
  section?: string | null
  kind?: string | null
  _status?: 'draft' | 'published' | null
  spiritType?: unknown
}
type LinkFields = {
  url?: string
  newTab?: boolean
  linkType?: 'custom' | 'internal'
  doc?: { relationTo: string; value: LinkedDoc | number }
}
type UploadDoc = {
  url?: string | null
  alt?: string | null
  width?: number | null
  height?: number | null
  mimeType?: string | null
  filename?: string | null
}

/** The page of a document an editor linked to inside a text, in the reader's language; null when it has none. */
function internalHref(fields: LinkFields, locale: Locale): string | null {
  const doc = fields.doc
  const value = doc && typeof doc.value === 'object' ? doc.value : null
  const slug = value?.slug
  if (!doc || !value || !slug) return null
  // A draft (never published, or waiting for its scheduled time) has no page yet, and its address is not the public's
  // to learn: its words stay, without the link (the twelfth check from outside).
  if (value._status && value._status !== 'published') return null
  switch (doc.relationTo) {
    case 'products':
      return isShownProduct(value) ? getPathname({ locale, href: documentHref('product', slug) }) : null
    case 'producers':
      return getPathname({ locale, href: documentHref('producer', slug) })
    case 'articles':
      return isSection(value.section) ? getPathname({ locale, href: articleHref(value.section, slug) }) : null
    case 'pages':
      return value.kind === 'landing' ? getPathname({ locale, href: { pathname: '/[slug]', params: { slug } } }) : null
    default:
      return null
  }
}

const converters =
  (locale: Locale, video: VideoLabels, policyHref: string): JSXConvertersFunction =>
  ({ defaultConverters }) => ({
    ...defaultConverters,
    link: ({ node, nodesToJSX }) => {
      const fields = node.fields as LinkFields
      const children = nodesToJSX({ nodes: node.children })
      // A typed address is shown only when it is one a link may have (no `javascript:` or `data:`).
      const href = fields.linkType === 'internal' ? internalHref(fields, locale) : linkHref(fields.url)
      if (!href) return <>{children}</>
      const external = isExternalHref(href)
      return (
        <a
          href={href}
          {...(fields.newTab || external
            ? { target: fields.newTab ? '_blank' : undefined, rel: 'noopener noreferrer' }
            : {})}
        >
          {children}
        </a>
      )
    },
    // A text's own headings start at h2, under the page's title: a "Heading 1" the editor offered before made a
    // page's second h1 (the twenty-fourth check from outside; richTextFeatures).
    heading: ({ node, nodesToJSX }) => {
      const Tag = node.tag === 'h1' ? 'h2' : node.tag
      return <Tag>{nodesToJSX({ nodes: node.children })}</Tag>
    },
    // Texts saved while the editor offered them: a relationship printed "unknown node", and an upload of a reserved
    // download or an applicant's file a public dead link with the file's name.
    relationship: () => null,
    upload: ({ node }) => {
      const doc = (typeof node.value === 'object' ? node.value : null) as UploadDoc | null
      if (!doc?.url || !(embeddedUploads as readonly string[]).includes(node.relationTo)) return null
      const url = mediaUrl(doc.url)
      if (!doc.mimeType?.startsWith('image/')) return <a href={url}>{doc.filename ?? url}</a>
      const alt = (node.fields as { alt?: string } | undefined)?.alt ?? doc.alt ?? ''
      return (
        <figure className={prose.figure}>
          {/* eslint-disable-next-line @next/next/no-img-element -- an editor's picture at its own size */}
          <img
            src={url}
            alt={alt}
            width={doc.width ?? undefined}
            height={doc.height ?? undefined}
            loading="lazy"
            decoding="async"
          />
          {alt ? <figcaption>{alt}</figcaption> : null}
        </figure>
      )
    },
    blocks: {
      videoEmbed: ({ node }: { node: { fields: unknown } }) => {
        const { url, title } = node.fields as { url: string; title: string }
        const embed = videoEmbed(url)
        if (!embed)
          return (
            <p>
              <a href={url} rel="noopener noreferrer">
                {title}
              </a>
            </p>
          )
        return <VideoEmbed title={title} url={url} embed={embed} labels={video} policyHref={policyHref} />
      },
    },
  })

/** The labels of a video placeholder, in the reader's language (also used by the video block of pages). */
export async function videoLabels(locale: Locale): Promise<{ labels: VideoLabels; policyHref: string }> {
  const t = await getTranslations({ locale, namespace: 'Video' })
  return {
    labels: { notice: t('notice'), accept: t('accept'), watchOn: t('watchOn'), policy: t('policy') },
    policyHref: getPathname({ locale, href: '/cookie-policy' }),
  }
}

/**
 * Text written in the CMS: headings, lists, links (to other pages of the site in the reader's language),
 * pictures at their own size, quotes, and videos behind their consent placeholder.
 */
export async function RichText({
  data,
  locale: given,
  writtenIn,
}: {
  data: SerializedEditorState | null
  locale?: Locale
  /** The text's own language, when it is not the page's (an article not yet translated): marked on its container. */
  writtenIn?: Locale
}) {
  if (!data) return null
  const locale = given ?? asLocale(await getLocale())
  const { labels, policyHref } = await videoLabels(locale)
  const text = (
    <LexicalRichText data={data} className={prose.prose} converters={converters(locale, labels, policyHref)} />
  )
  const lang = langUnlessPage(writtenIn, locale)
  return lang ? <div lang={lang}>{text}</div> : text
}
