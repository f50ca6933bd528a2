import type { CollectionBeforeDeleteHook, CollectionConfig } from 'payload'

import { isEditor, pagesRead } from '../access'
import { adminGroups, collectionLabels, w } from '../admin-labels'
import { landingBlocks } from '../blocks/landing'
import { pageSlugField } from '../fields/landing-slug'
import { pageKeyField, staticPageKeys } from '../fields/page-key'
import { seoField } from '../fields/seo'
import { refuseDelete } from '../hooks/refuse-delete'
import { revalidateCollection } from '../hooks/revalidate'
import { pagePreview } from '../preview'

/**
 * A static page that a page of the site reads is not deleted: deleting "philosophy" left `/filosofia/` with its heading
 * only, and its texts in both languages and all its versions were gone (the twenty-seventh check from outside). Its
 * texts are the editor's to change; a landing page, the editor's own, may go.
 */
const keepSitePage: CollectionBeforeDeleteHook = async ({ req, id }) => {
  const page = await req.payload.findByID({ collection: 'pages', id, depth: 0, draft: true, req }).catch(() => null)
  if (page?.kind !== 'static' || !staticPageKeys.includes(page.key ?? '')) return
  refuseDelete(
    req,
    w(
      `Questa pagina riempie la pagina «${page.key}» del sito, che senza di essa resterebbe vuota: modificane i testi invece di eliminarla.`,
      `This page fills the site's page “${page.key}”, which would be left empty without it: change its texts rather than delete it.`,
    ),
    { key: page.key ?? '' },
    403,
  )
}

/**
 * Static pages (addressed by a fixed key, e.g. `philosophy`) and landing pages (served at `/{slug}/`,
 * composed from blocks).
 */
export const Pages: CollectionConfig = {
  slug: 'pages',
  labels: collectionLabels['pages'],
  admin: {
    useAsTitle: 'title',
    group: adminGroups.editorial,
    defaultColumns: ['title', 'kind', 'key', '_status'],
    ...pagePreview,
  },
  access: { read: pagesRead, readVersions: isEditor, create: isEditor, update: isEditor, delete: isEditor },
  versions: { drafts: true },
  hooks: { ...revalidateCollection('pages'), beforeDelete: [keepSitePage] },
  fields: [
    {
      name: 'kind',
      label: w('Tipo di pagina', 'Page kind'),
      type: 'select',
      required: true,
      defaultValue: 'static',
      // A static page's copy becomes a landing page: its key (`why-2`) would fill no page of the site, and the key's
      // check refused to save it (the nineteenth check from outside). Its blocks and texts are the editor's to reuse.
      hooks: { beforeDuplicate: [() => 'landing'] },
      options: [
        { label: w('Statica', 'Static'), value: 'static' },
        { label: w('Landing page', 'Landing page'), value: 'landing' },
      ],
    },
    pageKeyField,
    { name: 'title', label: w('Titolo', 'Title'), type: 'text', required: true, localized: true },
    pageSlugField(),
    { name: 'intro', label: w('Introduzione', 'Introduction'), type: 'textarea', localized: true },
    { name: 'body', label: w('Testo', 'Text'), type: 'richText', localized: true },
    {
      name: 'layout',
      label: w('Blocchi', 'Blocks'),
      // Payload names its button after the field's name without these: "Aggiungi Layout" (the twenty-ninth check).
      labels: { singular: w('Blocco', 'Block'), plural: w('Blocchi', 'Blocks') },
      type: 'blocks',
      localized: true,
      blocks: landingBlocks,
      admin: {
        description: w(
          'Blocchi mostrati dopo il testo: la home page e le landing page sono composte da questi',
          'Blocks shown after the text: the home page and landing pages are built from them',
        ),
      },
    },
    seoField,
  ],
}
