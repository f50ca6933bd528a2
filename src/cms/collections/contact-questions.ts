import type { CollectionConfig } from 'payload'

import { anyone, isEditor } from '../access'
import { adminGroups, collectionLabels } from '../admin-labels'
import { validateLink } from '../fields/link-url'
import { revalidateCollection } from '../hooks/revalidate'

/** Questions of the floating contacts panel: title, answer and an optional call to action. */
export const ContactQuestions: CollectionConfig = {
  slug: 'contact-questions',
  labels: collectionLabels['contact-questions'],
  admin: { group: adminGroups.contacts, useAsTitle: 'title', defaultColumns: ['title', 'order'] },
  access: { read: anyone, create: isEditor, update: isEditor, delete: isEditor },
  hooks: revalidateCollection('contact-questions'),
  defaultSort: 'order',
  fields: [
    { name: 'title', type: 'text', required: true, localized: true },
    { name: 'text', type: 'textarea', required: true, localized: true },
    {
      name: 'cta',
      label: 'Call to action',
      type: 'group',
      admin: { description: 'Optional: a link shown under the answer' },
      fields: [
        { name: 'label', type: 'text', localized: true },
        { name: 'url', type: 'text', localized: true, validate: validateLink },
      ],
    },
    { name: 'order', type: 'number', defaultValue: 0 },
  ],
}
