import type { GlobalConfig } from 'payload'

import { anyone, isEditor } from '../access'
import { adminGroups, globalLabels, w } from '../admin-labels'
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
    { name: 'showBanner', label: w('Mostra il banner', 'Show the banner'), type: 'checkbox', defaultValue: false },
    { name: 'linkBanner', label: w('Link', 'Link'), type: 'text', localized: true, validate: validateLink },
    {
      name: 'imageLarge',
      label: w('Immagine grande', 'Large picture'),
      type: 'upload',
      relationTo: 'media',
      admin: { description: w('Da 1000 px di larghezza in su', 'From 1000 px wide') },
    },
    {
      name: 'imageSmall',
      label: w('Immagine piccola', 'Small picture'),
      type: 'upload',
      relationTo: 'media',
      admin: { description: w('Sotto i 1000 px di larghezza', 'Below 1000 px wide') },
    },
  ],
}
