import type { CollectionBeforeDeleteHook, CollectionConfig } from 'payload'

import { anyone, isEditor } from '../access'
import { adminGroups, collectionLabels, w } from '../admin-labels'
import { validateLink } from '../fields/link-url'
import { slugField } from '../fields/slug'
import { refuseDelete } from '../hooks/refuse-delete'
import { revalidateCollection } from '../hooks/revalidate'
import { withFormerSlugs } from './former-slugs'

/**
 * An author who signed articles is not deleted: their articles lost their byline and the author's page, in the
 * sitemap and in shared links, became a 404 without a word (the twenty-fifth check from outside), as a producer's
 * products would.
 */
const keepAuthorWithArticles: CollectionBeforeDeleteHook = async ({ req, id }) => {
  const { totalDocs } = await req.payload.count({ collection: 'articles', where: { author: { equals: id } }, req })
  if (totalDocs === 0) return
  refuseDelete(
    req,
    totalDocs === 1
      ? w(
          'Questo autore firma ancora un articolo: affidalo a un altro autore o eliminalo prima.',
          'This author still signs one article: give it to another author or delete it first.',
        )
      : w(
          `Questo autore firma ancora ${totalDocs} articoli: affidali a un altro autore o eliminali prima.`,
          `This author still signs ${totalDocs} articles: give them to another author or delete them first.`,
        ),
    { articles: totalDocs },
  )
}

/** Blog authors; their article count is derived from the articles that name them (a join). */
export const Authors: CollectionConfig = {
  slug: 'authors',
  labels: collectionLabels['authors'],
  admin: { useAsTitle: 'name', group: adminGroups.editorial },
  access: { read: anyone, create: isEditor, update: isEditor, delete: isEditor },
  hooks: withFormerSlugs('authors', {
    ...revalidateCollection('authors'),
    beforeDelete: [keepAuthorWithArticles],
  }),
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
