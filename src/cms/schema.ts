import type { CollectionConfig, GlobalConfig } from 'payload'

import { Agents } from './collections/agents'
import { Articles } from './collections/articles'
import { Authors } from './collections/authors'
import { Bibliography } from './collections/bibliography'
import { Catalogues } from './collections/catalogues'
import { ContactQuestions } from './collections/contact-questions'
import { Customers } from './collections/customers'
import { Documents } from './collections/documents'
import { Downloads } from './collections/downloads'
import { FormerSlugs } from './collections/former-slugs'
import { LoginCodes } from './collections/login-codes'
import { Media } from './collections/media'
import { NewsletterSignups } from './collections/newsletter-signups'
import { Pages } from './collections/pages'
import { Producers } from './collections/producers'
import { Products } from './collections/products'
import { Projects } from './collections/projects'
import { RateLimits } from './collections/rate-limits'
import { ApplicationFiles, ContactRequests, JobApplications } from './collections/submissions'
import { TaxonomyTerms } from './collections/taxonomy-terms'
import { Testimonials } from './collections/testimonials'
import { Users } from './collections/users'
import { refuseBlankRequired } from './fields/blank-required'
import { freeCopies } from './fields/copies'
import { withLinksChecked } from './fields/linked-exists'
import { Contact } from './globals/contact'
import { SiteBanner } from './globals/site-banner'
import { SiteOverlay } from './globals/site-overlay'
import { SiteSettings } from './globals/site-settings'
import { withBodyShape, withGlobalBodyShape } from './hooks/body-shape'
import { withFileUrlsWithoutSlash } from './hooks/file-urls'
import { withOtherGlobalSavesKept, withOtherSavesKept } from './hooks/keep-other-saves'
import { withPublishedKept } from './hooks/keep-published'
import { guardGlobalLocaleSwitch, guardLocaleSwitch } from './locale-switch'

/**
 * What visitors' forms and the site's own services write, each within its own bounds (a form's limits, a key's
 * length): an editor's length bound there would refuse what a visitor sent, and lose it.
 */
const writtenByTheSite = new Set<CollectionConfig>([
  ContactRequests,
  JobApplications,
  NewsletterSignups,
  ApplicationFiles,
  RateLimits,
  LoginCodes,
  FormerSlugs,
])

/**
 * Every collection of the CMS, in the admin's order (src/payload.config.ts; admin-labels.test.ts checks their words),
 * a required text of spaces only refused as missing, an editor's text bounded (fields/blank-required.ts), an editor's
 * link to a document that does not exist refused before it is written (fields/linked-exists.ts), and each
 * unique text of a copy made free (fields/copies.ts), and unsaved edits kept from the content language's menu
 * (locale-switch.ts), a save made on a copy older than the one saved since refused (hooks/keep-other-saves.ts), and
 * an upload's file addresses read without a trailing slash (hooks/file-urls.ts).
 */
export const collections: CollectionConfig[] = [
  Products,
  Producers,
  TaxonomyTerms,
  Projects,
  Catalogues,
  Articles,
  Authors,
  Pages,
  Testimonials,
  Agents,
  ContactQuestions,
  Bibliography,
  Downloads,
  Customers,
  ContactRequests,
  JobApplications,
  NewsletterSignups,
  ApplicationFiles,
  Media,
  Documents,
  Users,
  RateLimits,
  LoginCodes,
  FormerSlugs,
].map((collection) => {
  const bounded = !writtenByTheSite.has(collection)
  const checked = refuseBlankRequired(bounded ? withLinksChecked(collection) : collection, { bounded })
  return withFileUrlsWithoutSlash(
    withOtherSavesKept(withBodyShape(withPublishedKept(guardLocaleSwitch(freeCopies(checked))), { bounded })),
  )
})

/** Every global of the CMS, with the same guards as the collections. */
export const globals: GlobalConfig[] = [SiteSettings, Contact, SiteBanner, SiteOverlay].map((global) =>
  withOtherGlobalSavesKept(
    withGlobalBodyShape(guardGlobalLocaleSwitch(refuseBlankRequired(withLinksChecked(global), { bounded: true }))),
  ),
)
