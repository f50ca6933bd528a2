import type { GlobalConfig } from 'payload'

import { anyone, isEditor } from '../access'
import { revalidateGlobal } from '../hooks/revalidate'

/** Company facts and links shown across the site (footer: name, social links; the B2B store). */
export const SiteSettings: GlobalConfig = {
  slug: 'site-settings',
  admin: { group: 'Site' },
  access: { read: anyone, update: isEditor },
  hooks: { afterChange: [revalidateGlobal('site-settings')] },
  fields: [
    { name: 'companyName', type: 'text', required: true, defaultValue: 'Vinea Distribuzione' },
    { name: 'address', type: 'textarea', localized: true },
    { name: 'contact', type: 'textarea', localized: true },
    { name: 'piva', label: 'VAT number', type: 'text' },
    {
      name: 'social',
      type: 'group',
      fields: [
        { name: 'facebook', type: 'text' },
        { name: 'instagram', type: 'text' },
        { name: 'youtube', type: 'text' },
        { name: 'linkedin', type: 'text' },
      ],
    },
    { name: 'b2bStoreUrl', label: 'B2B store URL', type: 'text' },
    { name: 'salesConditionsPdf', label: 'Simplified sales conditions (PDF)', type: 'upload', relationTo: 'documents', localized: true },
  ],
}
