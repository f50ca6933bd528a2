import 'server-only'

import { unstable_cache } from 'next/cache'

import { linkInLocale } from '@/i18n/alternate-path'
import type { Locale } from '@/i18n/locales'
import { slugsByLocale } from '@/i18n/localized-slugs'
import { sitePath } from '@/i18n/site-path'
import { cacheTags } from '@/lib/cache-tags'
import { companyName } from '@/lib/company'
import { bannerImage, mediaUrl } from '@/lib/media'
import { getPayloadClient } from '@/lib/payload'

/** What the footer of every page shows: the company's name and facts, its social links. */
export type FooterContent = {
  companyName: string
  /** From the Contact global, the one home of the company's contact facts. */
  address: string
  contact: string
  piva: string
  social: { facebook?: string; instagram?: string; youtube?: string; linkedin?: string }
}

/** The footer's content from the site settings (name, social links) and the Contact global (address, phone, VAT). */
export const getFooterContent = unstable_cache(
  async (locale: Locale): Promise<FooterContent> => {
    const payload = await getPayloadClient()
    const [settings, contact] = await Promise.all([
      payload.findGlobal({ slug: 'site-settings', locale, depth: 0 }),
      payload.findGlobal({ slug: 'contact', locale, depth: 0 }),
    ])
    return {
      companyName: settings.companyName || companyName,
      address: contact.address ?? '',
      contact: contact.contact ?? '',
      piva: contact.piva ?? '',
      social: {
        facebook: settings.social?.facebook ?? undefined,
        instagram: settings.social?.instagram ?? undefined,
        youtube: settings.social?.youtube ?? undefined,
        linkedin: settings.social?.linkedin ?? undefined,
      },
    }
  },
  ['footer-content'],
  { tags: [cacheTags.global('site-settings'), cacheTags.global('contact')] },
)

export type SluggedCollection =
  'products' | 'producers' | 'projects' | 'catalogues' | 'articles' | 'authors' | 'pages' | 'taxonomy-terms'
export type LocalizedSlugRow = { slugs: Record<Locale, string>; updatedAt: string; extra: Record<string, string> }

/**
 * Every document's slug in both languages, for the sitemap. Slugs that are not localized come back as a
 * plain string and are the same in both languages.
 */
export async function listLocalizedSlugs(
  collection: SluggedCollection,
  where?: Record<string, unknown>,
  extraFields: string[] = [],
): Promise<LocalizedSlugRow[]> {
  const payload = await getPayloadClient()
  const select = Object.fromEntries(['slug', 'updatedAt', ...extraFields].map((f) => [f, true]))
  const { docs } = await payload.find({
    collection,
    locale: 'all',
    depth: 0,
    limit: 0,
    pagination: false,
    select,
    where: where as never,
  })
  return docs.map((doc) => {
    const d = doc as unknown as Record<string, unknown>
    return {
      slugs: slugsByLocale(d.slug),
      updatedAt: String(d.updatedAt ?? ''),
      extra: Object.fromEntries(extraFields.map((f) => [f, String(d[f] ?? '')])),
    }
  })
}

/**
 * A link an editor typed: a path of this site (to its page in `locale`), or an https address elsewhere; null for
 * anything else.
 */
const linkOf = (raw: string | null | undefined, locale: Locale) => {
  const path = sitePath(raw)
  if (path) return linkInLocale(path, locale)
  return raw && /^https:\/\/[^\s/]+\.[^\s]+$/.test(raw) ? raw : null
}

/** The site overlay (spec §3 "Site overlay", §4): its content and when it appears; null when switched off. */
export type SiteOverlayContent = {
  delay: number
  pagesBeforeShow: number
  title: string
  mainParagraphTitle: string
  mainParagraphText: string
  secondaryParagraphTitle: string
  secondaryParagraphText: string
  link: { url: string; cta: string } | null
  image: { url: string; alt: string; width: number; height: number } | null
}

export const getSiteOverlay = unstable_cache(
  async (locale: Locale): Promise<SiteOverlayContent | null> => {
    const payload = await getPayloadClient()
    const overlay = await payload.findGlobal({ slug: 'site-overlay', locale, depth: 1 })
    if (!overlay.show) return null
    const media = typeof overlay.image === 'object' ? overlay.image : null
    const sized = bannerImage(media)
    // The banner's small size when the picture has it, else the picture as uploaded.
    const image = sized
      ? { url: sized.small, alt: sized.alt, width: 320, height: 331 }
      : media?.url
        ? { url: mediaUrl(media.url), alt: media.alt ?? '', width: media.width ?? 320, height: media.height ?? 331 }
        : null
    const url = linkOf(overlay.linkUrl, locale)
    return {
      delay: Math.max(0, overlay.delay ?? 5),
      pagesBeforeShow: Math.max(1, overlay.pagesBeforeShow ?? 3),
      title: overlay.title ?? '',
      mainParagraphTitle: overlay.mainParagraphTitle ?? '',
      mainParagraphText: overlay.mainParagraphText ?? '',
      secondaryParagraphTitle: overlay.secondaryParagraphTitle ?? '',
      secondaryParagraphText: overlay.secondaryParagraphText ?? '',
      link: url && overlay.linkCta ? { url, cta: overlay.linkCta } : null,
      image,
    }
  },
  ['site-overlay'],
  { tags: [cacheTags.global('site-overlay'), cacheTags.collection('media')] },
)

/** The site banner (spec §3 "Site banner", §4): its pictures and link; null when switched off or without pictures. */
export type SiteBannerContent = {
  /** When the editors last saved it (in every language): a banner put away shows again once they change it. */
  version: string
  link: string | null
  large: { url: string; url2x: string; alt: string }
  small: { url: string; alt: string }
}

export const getSiteBanner = unstable_cache(
  async (locale: Locale): Promise<SiteBannerContent | null> => {
    const payload = await getPayloadClient()
    const banner = await payload.findGlobal({ slug: 'site-banner', locale, depth: 1 })
    if (!banner.showBanner) return null
    // Each picture at the banner's size for its screens: the large one from 1000 px, the small one below.
    const large = bannerImage(banner.imageLarge)
    const small = bannerImage(banner.imageSmall) ?? large
    if (!large || !small) return null
    return {
      version: banner.updatedAt ?? '',
      link: linkOf(banner.linkBanner, locale),
      large: { url: large.large, url2x: large.large2x, alt: large.alt },
      small: { url: small.small, alt: small.alt },
    }
  },
  ['site-banner'],
  { tags: [cacheTags.global('site-banner'), cacheTags.collection('media')] },
)
