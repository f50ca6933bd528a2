import type { CollectionConfig } from 'payload'

import { anyone, isEditor } from '../access'
import { adminGroups, collectionLabels } from '../admin-labels'
import { revalidateCollection } from '../hooks/revalidate'

/** Quotes from clients and agents, attributed by first name, business and city. */
export const Testimonials: CollectionConfig = {
  slug: 'testimonials',
  labels: collectionLabels['testimonials'],
  admin: {
    group: adminGroups.editorial,
    useAsTitle: 'firstName',
    defaultColumns: ['firstName', 'business', 'city', 'audience'],
  },
  access: { read: anyone, create: isEditor, update: isEditor, delete: isEditor },
  hooks: revalidateCollection('testimonials'),
  defaultSort: 'order',
  fields: [
    { name: 'firstName', type: 'text', required: true },
    { name: 'business', type: 'text', required: true },
    { name: 'city', type: 'text', required: true },
    { name: 'audience', type: 'select', options: ['restaurant', 'wine-shop', 'bar', 'hotel', 'agent'] },
    { name: 'quote', type: 'textarea', required: true, localized: true },
    { name: 'order', type: 'number', defaultValue: 0 },
  ],
}
