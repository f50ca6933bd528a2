import type { GlobalConfig } from 'payload'

import { anyone, isEditor } from '../access'

/** Company facts shown in the footer (spec §2: name, address, contact, VAT number, social links). */
export const SiteSettings: GlobalConfig = {
  slug: 'site-settings',
  admin: { group: 'Site' },
  access: { read: anyone, update: isEditor },
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
    { name: 'b2bStoreUrl', type: 'text' },
  ],
}
