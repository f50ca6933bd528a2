import { sqliteAdapter } from '@payloadcms/db-sqlite'
import { postgresAdapter } from '@payloadcms/db-postgres'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildConfig } from 'payload'
import sharp from 'sharp'

import { Articles } from './cms/collections/articles'
import { Authors } from './cms/collections/authors'
import { Catalogues } from './cms/collections/catalogues'
import { Media } from './cms/collections/media'
import { Pages } from './cms/collections/pages'
import { Producers } from './cms/collections/producers'
import { Products } from './cms/collections/products'
import { Projects } from './cms/collections/projects'
import { TaxonomyTerms } from './cms/collections/taxonomy-terms'
import { Users } from './cms/collections/users'
import { SiteSettings } from './cms/globals/site-settings'
import { defaultLocale, locales } from './i18n/locales'
import { env, isPostgres } from './lib/env'

const dirname = path.dirname(fileURLToPath(import.meta.url))

function database() {
  if (isPostgres()) return postgresAdapter({ pool: { connectionString: env.DATABASE_URL } })
  return sqliteAdapter({ client: { url: env.DATABASE_URL } })
}

export default buildConfig({
  admin: {
    user: Users.slug,
    importMap: { baseDir: dirname },
    meta: { titleSuffix: ' · Vinea CMS' },
  },
  collections: [Users, Media, Producers, Products, TaxonomyTerms, Projects, Catalogues, Authors, Articles, Pages],
  globals: [SiteSettings],
  localization: {
    locales: locales.map((code) => ({ code, label: code === 'it' ? 'Italiano' : 'English' })),
    defaultLocale,
    fallback: true,
  },
  i18n: { fallbackLanguage: 'en' },
  editor: lexicalEditor(),
  secret: env.PAYLOAD_SECRET,
  db: database(),
  sharp,
  telemetry: false,
  typescript: { outputFile: path.resolve(dirname, 'payload-types.ts') },
})
