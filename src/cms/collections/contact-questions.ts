import type { CollectionConfig } from 'payload'

import { anyone, isEditor } from '../access'
import { adminGroups, collectionLabels, w } from '../admin-labels'
import { validateLink } from '../fields/link-url'
import { orderField } from '../fields/order'
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
    { name: 'title', label: w('Domanda', 'Question'), type: 'text', required: true, localized: true },
    { name: 'text', label: w('Risposta', 'Answer'), type: 'textarea', required: true, localized: true },
    {
      name: 'cta',
      label: w('Invito all’azione', 'Call to action'),
      type: 'group',
      admin: {
        description: w('Facoltativo: un link mostrato sotto la risposta', 'Optional: a link shown under the answer'),
      },
      fields: [
        { name: 'label', label: w('Testo del pulsante', 'Button text'), type: 'text', localized: true },
        {
          name: 'url',
          label: w('Link del pulsante', 'Button link'),
          type: 'text',
          localized: true,
          validate: validateLink,
        },
      ],
    },
    orderField(),
  ],
}
