import type { GlobalConfig } from 'payload'

import { anyone, isEditor } from '../access'
import { adminGroups, globalLabels } from '../admin-labels'
import { validateLink } from '../fields/link-url'
import { revalidateGlobal } from '../hooks/revalidate'

/**
 * The site overlay (modal), per locale: it appears after `delay` seconds when the page-visit
 * count equals `pagesBeforeShow` and `show` is on.
 */
export const SiteOverlay: GlobalConfig = {
  slug: 'site-overlay',
  label: globalLabels['site-overlay'],
  admin: { group: adminGroups.site },
  access: { read: anyone, update: isEditor },
  hooks: { afterChange: [revalidateGlobal('site-overlay')] },
  fields: [
    { name: 'show', type: 'checkbox', defaultValue: false, localized: true },
    {
      type: 'row',
      fields: [
        {
          name: 'delay',
          type: 'number',
          min: 0,
          max: 120,
          defaultValue: 5,
          localized: true,
          admin: { description: 'Seconds' },
        },
        { name: 'pagesBeforeShow', type: 'number', min: 1, max: 50, defaultValue: 3, localized: true },
      ],
    },
    { name: 'title', type: 'text', localized: true },
    { name: 'mainParagraphTitle', type: 'text', localized: true },
    { name: 'mainParagraphText', type: 'textarea', localized: true },
    { name: 'secondaryParagraphTitle', type: 'text', localized: true },
    { name: 'secondaryParagraphText', type: 'textarea', localized: true },
    { name: 'linkUrl', type: 'text', localized: true, validate: validateLink },
    { name: 'linkCta', type: 'text', localized: true },
    { name: 'image', type: 'upload', relationTo: 'media', localized: true },
  ],
}
