import type { GlobalConfig } from 'payload'

import { anyone, isEditor } from '../access'
import { adminGroups, globalLabels } from '../admin-labels'
import { validateLink } from '../fields/link-url'
import { revalidateGlobal } from '../hooks/revalidate'

/** The site banner: a large and a small image, shown only when showBanner is on, with a link. */
export const SiteBanner: GlobalConfig = {
  slug: 'site-banner',
  label: globalLabels['site-banner'],
  admin: { group: adminGroups.site },
  access: { read: anyone, update: isEditor },
  hooks: { afterChange: [revalidateGlobal('site-banner')] },
  fields: [
    { name: 'showBanner', type: 'checkbox', defaultValue: false },
    { name: 'linkBanner', type: 'text', localized: true, validate: validateLink },
    { name: 'imageLarge', type: 'upload', relationTo: 'media', admin: { description: 'From 1000 px wide' } },
    { name: 'imageSmall', type: 'upload', relationTo: 'media', admin: { description: 'Below 1000 px wide' } },
  ],
}
