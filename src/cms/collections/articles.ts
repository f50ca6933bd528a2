import type { CollectionConfig } from 'payload'

import { articlesRead, isEditor, shownRelatedProducts } from '../access'
import { adminGroups, collectionLabels, w, type Words } from '../admin-labels'
import { dateAndTime, dayOnly, endsAfterStart } from '../fields/dates'
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

/** The tags as the admin names them: the listings of the site they put an article in. */
const tagLabels: Record<(typeof articleTags)[number], Words> = {
  all: w('Tutti', 'All'),
  events: w('Eventi', 'Events'),
  vineyard_tales: w('Racconti in vigna', 'Vineyard tales'),
  news: w('News dai produttori', 'Producer news'),
  press: w('Rassegna stampa', 'Press reviews'),
  about_us: w('Dicono di noi', 'About us'),
  about_our_cellars: w('Dicono delle nostre cantine', 'About our cellars'),
  newsfood_and_wine_stories: w('Storie enogastronomiche', 'Food and wine stories'),
  journal: w('News dell’azienda', 'Company news'),
  fromCompany: w('Dall’azienda (area riservata)', 'From the company (reserved area)'),
  fromWorld: w('Dal mondo del vino (area riservata)', 'From the wine world (reserved area)'),
  fromMarket: w('Dal mercato (area riservata)', 'From the market (reserved area)'),
  courses: w('Corsi (area riservata)', 'Courses (reserved area)'),
  masoMatonari: w('Maso Matonari (area riservata)', 'Maso Matonari (reserved area)'),
  wordOfWinemaker: w('Parola al vignaiolo (area riservata)', 'Word of the winemaker (reserved area)'),
  blog: w('Blog', 'Blog'),
  editors: w('Dalla redazione', 'From the editors'),
}

const sectionLabels: Record<(typeof articleSections)[number], Words> = {
  blog: w('Blog', 'Blog'),
  news: w('News ed eventi', 'News and events'),
  press: w('Rassegna stampa', 'Press reviews'),
  'reserved-news': w('News riservate', 'Reserved news'),
  'reserved-training': w('Formazione (area riservata)', 'Training (reserved area)'),
  'reserved-tips': w('Consigli per la carta dei vini (area riservata)', 'Wine-list tips (reserved area)'),
}

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
  // The schedule drawer's time picker with a 24-hour clock, as the article's own dates (fields/dates.ts); Payload's
  // default was "2:55 AM" in the Italian admin too (the twenty-eighth check from outside).
  versions: { drafts: { schedulePublish: { timeFormat: dateAndTime.timeFormat } } },
  hooks: revalidateCollection('articles'),
  defaultSort: '-publishedAt',
  fields: [
    { name: 'title', label: w('Titolo', 'Title'), type: 'text', required: true, localized: true },
    slugField({ localized: true }),
    {
      name: 'section',
      label: w('Sezione', 'Section'),
      type: 'select',
      required: true,
      index: true,
      options: articleSections.map((value) => ({ label: sectionLabels[value], value })),
    },
    {
      name: 'tags',
      label: w('Tag', 'Tags'),
      type: 'select',
      hasMany: true,
      options: articleTags.map((value) => ({ label: tagLabels[value], value })),
    },
    { name: 'author', label: w('Autore', 'Author'), type: 'relationship', relationTo: 'authors', index: true },
    {
      name: 'publishedAt',
      label: w('Data di pubblicazione', 'Published at'),
      type: 'date',
      index: true,
      admin: {
        position: 'sidebar',
        date: dateAndTime,
        description: w('Compilata alla prima pubblicazione', 'Filled in when first published'),
      },
      hooks: {
        // A copy is a new article: it takes its own date when it is published, not the original's.
        beforeDuplicate: [() => null],
        // An article published (by hand or on schedule) without a date takes the moment it went public, so it
        // sorts among the newest and shows a date.
        beforeChange: [
          ({ value, siblingData }) => value ?? (siblingData._status === 'published' ? new Date().toISOString() : value),
        ],
      },
    },
    { name: 'heroImage', label: w('Copertina', 'Cover'), type: 'upload', relationTo: 'media' },
    { name: 'excerpt', label: w('Estratto', 'Excerpt'), type: 'textarea', localized: true },
    { name: 'body', label: w('Testo', 'Text'), type: 'richText', localized: true },
    {
      name: 'event',
      label: w('Evento', 'Event'),
      type: 'group',
      admin: {
        condition: (data) => data?.section === 'news',
        description: w('Eventi: quando e dove', 'Events: when and where'),
      },
      fields: [
        {
          name: 'startsAt',
          label: w('Inizio', 'Starts at'),
          type: 'date',
          admin: { date: dateAndTime },
        },
        {
          name: 'endsAt',
          label: w('Fine', 'Ends at'),
          type: 'date',
          admin: { date: dateAndTime },
          validate: endsAfterStart,
        },
        { name: 'place', label: w('Luogo', 'Place'), type: 'text', localized: true },
      ],
    },
    {
      name: 'press',
      label: w('Rassegna stampa', 'Press review'),
      type: 'group',
      admin: {
        condition: (data) => data?.section === 'press',
        description: w('Rassegna stampa: dove è stato pubblicato', 'Press reviews: where it appeared'),
      },
      fields: [
        { name: 'source', label: w('Testata', 'Source'), type: 'text' },
        { name: 'url', label: w('Link', 'Link'), type: 'text', validate: validateLink },
        { name: 'date', label: w('Data', 'Date'), type: 'date', admin: { date: dayOnly } },
      ],
    },
    {
      name: 'topics',
      label: w('Argomenti', 'Topics'),
      type: 'relationship',
      relationTo: 'taxonomy-terms',
      hasMany: true,
      filterOptions: { group: { in: ['type', 'typespirits', 'country', 'region', 'style'] } },
      admin: {
        description: w(
          'Tipologie di distillati, nazioni, regioni e stili, mostrati come etichette',
          'Spirit categories, countries, regions and styles, shown as labels',
        ),
      },
    },
    {
      name: 'relatedProducts',
      label: w('Prodotti correlati', 'Related products'),
      type: 'relationship',
      relationTo: 'products',
      hasMany: true,
      hooks: { afterRead: [shownRelatedProducts] },
    },
    {
      name: 'relatedProducers',
      label: w('Produttori correlati', 'Related producers'),
      type: 'relationship',
      relationTo: 'producers',
      hasMany: true,
    },
    seoField,
  ],
}
