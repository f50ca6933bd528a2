import type { CollectionConfig } from 'payload'

import { anyone, isEditor } from '../access'
import { adminGroups, collectionLabels, w } from '../admin-labels'
import { orderField } from '../fields/order'
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
    { name: 'firstName', label: w('Nome', 'First name'), type: 'text', required: true },
    { name: 'business', label: w('Attività', 'Business'), type: 'text', required: true },
    { name: 'city', label: w('Città', 'City'), type: 'text', required: true },
    {
      name: 'audience',
      label: w('Tipo di cliente', 'Kind of customer'),
      type: 'select',
      options: [
        { label: w('Ristorante', 'Restaurant'), value: 'restaurant' },
        { label: w('Enoteca', 'Wine shop'), value: 'wine-shop' },
        { label: w('Bar', 'Bar'), value: 'bar' },
        { label: w('Hotel', 'Hotel'), value: 'hotel' },
        { label: w('Agente', 'Agent'), value: 'agent' },
      ],
    },
    { name: 'quote', label: w('Citazione', 'Quote'), type: 'textarea', required: true, localized: true },
    orderField(),
  ],
}
