import type { GlobalConfig } from 'payload'

import { anyone, isEditor, isEditorField } from '../access'
import { adminGroups, globalLabels, w } from '../admin-labels'
import { requiredText } from '../fields/company-facts'
import { validateLink } from '../fields/link-url'
import { revalidateGlobal } from '../hooks/revalidate'

/**
 * Settings of the site as a whole: the company's display name, its social links, the B2B store the reserved
 * area links to, the simplified sales conditions. The company's address, phone, e-mail and VAT number live in
 * the Contact global, their one home.
 */
export const SiteSettings: GlobalConfig = {
  slug: 'site-settings',
  label: globalLabels['site-settings'],
  admin: { group: adminGroups.site },
  access: { read: anyone, update: isEditor },
  hooks: { afterChange: [revalidateGlobal('site-settings')] },
  fields: [
    {
      name: 'companyName',
      label: w('Nome dell’azienda', 'Company name'),
      type: 'text',
      required: true,
      // The footer's heading and the copyright line: a name, not a paragraph.
      validate: requiredText(80),
      defaultValue: 'Vinea Distribuzione',
      // The pages' titles, shared cards and feeds name the site as the build was told (NEXT_PUBLIC_COMPANY_NAME): the
      // editor changing this field alone expected them to follow (the twenty-fourth check from outside).
      admin: {
        description: w(
          'Nel piè di pagina. Il nome nei titoli delle pagine, nelle anteprime condivise e nei feed è quello della configurazione del sito (NEXT_PUBLIC_COMPANY_NAME): per cambiarlo, chiedilo a chi gestisce il sito.',
          'In the footer. The name in page titles, shared previews and feeds is the site configuration’s (NEXT_PUBLIC_COMPANY_NAME): to change it, ask whoever runs the site.',
        ),
      },
    },
    {
      name: 'social',
      label: w('Social network', 'Social networks'),
      type: 'group',
      fields: [
        { name: 'facebook', label: w('Facebook', 'Facebook'), type: 'text', validate: validateLink },
        { name: 'instagram', label: w('Instagram', 'Instagram'), type: 'text', validate: validateLink },
        { name: 'youtube', label: w('YouTube', 'YouTube'), type: 'text', validate: validateLink },
        { name: 'linkedin', label: w('LinkedIn', 'LinkedIn'), type: 'text', validate: validateLink },
      ],
    },
    // Replaced by the B2B_STORE_URL environment variable (src/lib/env.ts): hidden from editors, kept in the schema so
    // that no migration drops a stored value.
    // Not the public's either: the store is linked from the reserved area only.
    {
      name: 'b2bStoreUrl',
      label: 'B2B store URL',
      type: 'text',
      admin: { hidden: true },
      access: { read: isEditorField },
    },
    {
      name: 'salesConditionsPdf',
      label: w('Condizioni di vendita semplificate (PDF)', 'Simplified sales conditions (PDF)'),
      type: 'upload',
      relationTo: 'documents',
      localized: true,
    },
  ],
}
