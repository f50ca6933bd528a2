import type { CollectionConfig } from 'payload'

import { anyone, isEditor } from '../access'
import { adminGroups, collectionLabels, w } from '../admin-labels'
import { validateLink } from '../fields/link-url'
import { slugField } from '../fields/slug'
import { revalidateCollection } from '../hooks/revalidate'

/** Blog authors; their article count is derived from the articles that name them (a join). */
export const Authors: CollectionConfig = {
  slug: 'authors',
  labels: collectionLabels['authors'],
  admin: { useAsTitle: 'name', group: adminGroups.editorial },
  access: { read: anyone, create: isEditor, update: isEditor, delete: isEditor },
  hooks: revalidateCollection('authors'),
  fields: [
    { name: 'name', label: w('Nome', 'Name'), type: 'text', required: true },
    slugField({ from: (data) => data['name'] }),
    { name: 'role', label: w('Ruolo', 'Role'), type: 'text', localized: true },
    { name: 'bio', label: w('Biografia', 'Biography'), type: 'textarea', localized: true },
    { name: 'portrait', label: w('Ritratto', 'Portrait'), type: 'upload', relationTo: 'media' },
    {
      name: 'social',
      label: w('Social', 'Social'),
      type: 'group',
      admin: {
        description: w('Link per seguire l’autore, mostrati nella sua pagina', 'Follow links shown on the author page'),
      },
      fields: [
        { name: 'instagram', label: w('Instagram', 'Instagram'), type: 'text', validate: validateLink },
        { name: 'linkedin', label: w('LinkedIn', 'LinkedIn'), type: 'text', validate: validateLink },
        { name: 'x', label: w('X', 'X'), type: 'text', validate: validateLink },
        { name: 'website', label: w('Sito web', 'Website'), type: 'text', validate: validateLink },
      ],
    },
    {
      name: 'articles',
      label: w('Articoli', 'Articles'),
      type: 'join',
      collection: 'articles',
      on: 'author',
      defaultLimit: 0,
    },
  ],
}
