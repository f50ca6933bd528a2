import type { CollectionConfig } from 'payload'

import { editorOrPublished, isEditor } from '../access'
import { seoField } from '../fields/seo'
import { slugField } from '../fields/slug'

/** Listing tags of spec §2 (news and events, press reviews, reserved news, blog). */
export const articleTags = [
  'all',
  'events',
  'vineyard_tales',
  'news',
  'press',
  'about_us',
  'about_our_cellars',
  'newsfood_and_wine_stories',
  'journal',
  'fromCompany',
  'fromWorld',
  'fromMarket',
  'courses',
  'masoMatonari',
  'wordOfWinemaker',
  'blog',
  'editors',
] as const

/** Blog posts, news and events, press reviews: one collection, told apart by section and tags. */
export const Articles: CollectionConfig = {
  slug: 'articles',
  admin: { useAsTitle: 'title', group: 'Editorial', defaultColumns: ['title', 'section', 'publishedAt'] },
  access: { read: editorOrPublished, create: isEditor, update: isEditor, delete: isEditor },
  versions: { drafts: true },
  fields: [
    { name: 'title', type: 'text', required: true, localized: true },
    slugField({ localized: true }),
    {
      name: 'section',
      type: 'select',
      required: true,
      index: true,
      options: ['blog', 'news', 'press'],
    },
    { name: 'tags', type: 'select', hasMany: true, options: [...articleTags] },
    { name: 'author', type: 'relationship', relationTo: 'authors' },
    { name: 'publishedAt', type: 'date', index: true, admin: { position: 'sidebar' } },
    { name: 'excerpt', type: 'textarea', localized: true },
    { name: 'body', type: 'richText', localized: true },
    seoField,
  ],
}
