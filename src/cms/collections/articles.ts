import type { CollectionConfig } from 'payload'

import { articlesRead, isEditor } from '../access'
import { adminGroups, collectionLabels } from '../admin-labels'
import { validateLink } from '../fields/link-url'
import { seoField } from '../fields/seo'
import { slugField } from '../fields/slug'
import { revalidateCollection } from '../hooks/revalidate'
import { articlePreview } from '../preview'

/** Listing tags (news and events, press reviews, reserved news and training, blog). */
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

/** Where an article is listed; the reserved sections are read only by trade customers (src/cms/access). */
export const articleSections = ['blog', 'news', 'press', 'reserved-news', 'reserved-training', 'reserved-tips'] as const

/** Blog posts, news and events, press reviews and reserved-area articles, told apart by section and tags. */
export const Articles: CollectionConfig = {
  slug: 'articles',
  labels: collectionLabels['articles'],
  admin: {
    useAsTitle: 'title',
    group: adminGroups.editorial,
    defaultColumns: ['title', 'section', 'tags', 'publishedAt', '_status'],
    ...articlePreview,
  },
  // Versions (drafts above all) are the editors' only: Payload's default lets any signed-in user read them.
  access: { read: articlesRead, readVersions: isEditor, create: isEditor, update: isEditor, delete: isEditor },
  // Scheduled publishing (news above all): the jobs queue runs due publications (decision 011).
  versions: { drafts: { schedulePublish: true } },
  hooks: revalidateCollection('articles'),
  defaultSort: '-publishedAt',
  fields: [
    { name: 'title', type: 'text', required: true, localized: true },
    slugField({ localized: true }),
    { name: 'section', type: 'select', required: true, index: true, options: [...articleSections] },
    { name: 'tags', type: 'select', hasMany: true, options: [...articleTags] },
    { name: 'author', type: 'relationship', relationTo: 'authors', index: true },
    {
      name: 'publishedAt',
      type: 'date',
      index: true,
      admin: {
        position: 'sidebar',
        date: { pickerAppearance: 'dayAndTime' },
        description: 'Filled in when first published',
      },
      hooks: {
        // An article published (by hand or on schedule) without a date takes the moment it went public, so it
        // sorts among the newest and shows a date.
        beforeChange: [
          ({ value, siblingData }) => value ?? (siblingData._status === 'published' ? new Date().toISOString() : value),
        ],
      },
    },
    { name: 'heroImage', type: 'upload', relationTo: 'media' },
    { name: 'excerpt', type: 'textarea', localized: true },
    { name: 'body', type: 'richText', localized: true },
    {
      name: 'event',
      type: 'group',
      admin: { condition: (data) => data?.section === 'news', description: 'Events: when and where' },
      fields: [
        { name: 'startsAt', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
        { name: 'endsAt', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
        { name: 'place', type: 'text', localized: true },
      ],
    },
    {
      name: 'press',
      type: 'group',
      admin: { condition: (data) => data?.section === 'press', description: 'Press reviews: where it appeared' },
      fields: [
        { name: 'source', type: 'text' },
        { name: 'url', type: 'text', validate: validateLink },
        { name: 'date', type: 'date' },
      ],
    },
    {
      name: 'topics',
      type: 'relationship',
      relationTo: 'taxonomy-terms',
      hasMany: true,
      filterOptions: { group: { in: ['type', 'typespirits', 'country', 'region', 'style'] } },
      admin: { description: 'Spirit categories, countries, regions and styles, shown as labels' },
    },
    { name: 'relatedProducts', type: 'relationship', relationTo: 'products', hasMany: true },
    { name: 'relatedProducers', type: 'relationship', relationTo: 'producers', hasMany: true },
    seoField,
  ],
}
