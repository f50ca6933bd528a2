import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { postgresAdapter } from '@payloadcms/db-postgres'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { en } from '@payloadcms/translations/languages/en'
import { it } from '@payloadcms/translations/languages/it'
import { buildConfig, type PayloadRequest } from 'payload'
import sharp from 'sharp'

import { applyAccessDefaults } from './cms/access-defaults'
import { contentLanguageLabels } from './cms/admin-labels'
import { italianAdminSentences } from './cms/admin-translations'
import { Users } from './cms/collections/users'
import { postgresParentIndexes, sqliteParentIndexes } from './cms/db-indexes'
import { richTextFeatures } from './cms/fields/rich-text-features'
import { errorsInTheCallersLanguage } from './cms/hooks/error-language'
import { jobClaimOptions, releaseAbandonedClaims, withAtomicJobClaims } from './cms/jobs/claims'
import { isCronInstance } from './cms/jobs/cron-instance'
import { publicationsSideBySide } from './cms/jobs/limits'
import { publishScheduledInAWrittenLanguage } from './cms/jobs/schedule-publish'
import { deliverSubmissionTask } from './cms/outbox/task'
import { assertPayloadVersions } from './cms/payload-versions'
import { collections, globals } from './cms/schema'
import { withBusyConnectionsLeft } from './cms/sqlite-connections'
import { withPrivateFile } from './cms/sqlite-file'
import { withFailingCommits } from './cms/sqlite-transactions'
import { withTransactionEnd } from './cms/transaction-end'
import { objectStoragePlugin } from './cms/uploads'
import { defaultLocale, locales, otherLocale } from './i18n/locales'
import { env, isPostgres } from './lib/env'
import { FORM_BODY_LIMIT_MB } from './lib/form-limits'
import { payloadLoggerOptions } from './lib/log'
import { payloadMailAdapter } from './lib/mail/payload-adapter'
import { createMailTransport } from './lib/mail/transport'
import { csrfOrigins } from './lib/site-origins'

const dirname = path.dirname(fileURLToPath(import.meta.url))

// Payload's check of its packages' versions (outside production, in Payload's init, which reads this variable
// after this module has loaded) refuses @payloadcms/storage-s3 3.90.1 beside payload 3.90.2, the newest of each;
// ours is the same check with that one known exception (src/cms/payload-versions.ts, decision 039).
process.env.PAYLOAD_DISABLE_DEPENDENCY_CHECKER = 'true'
if (process.env.NODE_ENV !== 'production') assertPayloadVersions()

// Schema push under `next dev` only: everywhere else (`npm start`, the scripts, the tests, production) the schema
// comes from the migrations, which `npm run prepare:db` applies (decision 036).
const push = process.env.NODE_ENV === 'development'

// Each job is claimed by one runner only, whichever node or instance runs it (decision 040). A save's cache tags are
// expired again once its transaction has ended (src/cms/transaction-end.ts, decision 111).
const database = () => withTransactionEnd(withAtomicJobClaims(adapter(), jobClaimOptions()))

function adapter() {
  if (isPostgres()) {
    return postgresAdapter({
      pool: { connectionString: env.DATABASE_URL, max: env.DATABASE_POOL_MAX },
      push,
      // Each dialect has its own migrations (`npm run migrate:create`; docs/decisions/036-migrations.md).
      migrationDir: path.resolve(dirname, 'migrations/postgres'),
      afterSchemaInit: [postgresParentIndexes as never],
    })
  }
  // Transactions are off by default for SQLite: turn them on, so a failed write (an import row, a seed batch)
  // leaves nothing half-written.
  // A COMMIT that fails is an error, not a silent rollback (src/cms/sqlite-transactions.ts, decision 057); a
  // connection where a statement failed busy is left (src/cms/sqlite-connections.ts, decision 081).
  // Its file is its owner's alone (src/cms/sqlite-file.ts).
  return withPrivateFile(
    withBusyConnectionsLeft(
      withFailingCommits(
        sqliteAdapter({
          client: { url: env.DATABASE_URL },
          transactionOptions: {},
          // Write-ahead log: readers (the site's pages, a backup, a script in another process) neither wait for a
          // writer nor make its commit fail; in rollback-journal mode a reader elsewhere made the outbox's and the
          // job queue's writes fail with SQLITE_BUSY (issue 12, reliability; decision 017).
          wal: true,
          // One writer at a time: a write that meets another waits for it a moment rather than failing at once.
          busyTimeout: 5_000,
          push,
          migrationDir: path.resolve(dirname, 'migrations/sqlite'),
          afterSchemaInit: [sqliteParentIndexes as never],
        }),
      ),
    ),
    env.DATABASE_URL,
  )
}

/** Running, queueing or cancelling jobs through the API is for editors, not for any signed-in trade customer. */
const editorsOnly = ({ req }: { req: PayloadRequest }) => req.user?.collection === Users.slug

export default buildConfig({
  // The site uses no GraphQL: off, with its playground (issue 16, finding 2; one nested query stalled the server 20 s).
  graphQL: { disable: true },
  // Relations are populated two levels deep at most, whoever asks (the REST guard refuses a deeper `depth`).
  maxDepth: 2,
  admin: {
    user: Users.slug,
    importMap: { baseDir: dirname },
    // No Open Graph picture for the admin's pages, whose links nobody shares: Payload's `/api/og/` drew one for anyone,
    // with any text, on the company's address, for up to 1.7 s of CPU each (the sixth check from outside). Now a 400.
    meta: { titleSuffix: ' · Vinea CMS', defaultOGImageType: 'off' },
    // Dates as an Italian (or a British) editor writes them, in the admin's language: "3 dicembre 2026, 08:03"; Payload's
    // default was American ("dicembre 3 2026, 8:03 AM", the seventh check from outside).
    dateFormat: 'd MMMM yyyy, HH:mm',
    // Gravatar would be fetched from the internet for every editor: use Payload's own avatar.
    avatar: 'default',
  },
  collections,
  globals,
  // Payload's refusals that the built site's minifier left nameless, in the caller's language (decision 091).
  hooks: { afterError: [errorsInTheCallersLanguage] },
  // The admin sends a document as one multipart field (`_payload`), which Payload caps at 1 MB: a description of a
  // million characters was refused with a 413 and "An unknown error occurred" before any field's check ran (the eleventh
  // check from outside). Up to the forms' own limit, it reaches the checks, and the editor reads which field is too
  // long and by how much (`defaultMaxTextLength`, 40,000 characters). The request's own cap (50 MB) is Payload's.
  upload: { limits: { fieldSize: FORM_BODY_LIMIT_MB * 1024 * 1024 } },
  // Uploads in an S3-compatible bucket when S3_* is set, under MEDIA_DIR otherwise (decision 039).
  plugins: [objectStoragePlugin()],
  // Scheduled publications (articles' `schedulePublish`) are jobs; the Next server runs the due ones on this cron
  // (src/instrumentation.ts starts it, on its own instance only), unless JOBS_AUTORUN_CRON is off (decision 011).
  // The forms' outbox (deliver-submission, decision 017) has a queue of its own, run by src/cms/outbox/runner.ts.
  jobs: {
    tasks: [deliverSubmissionTask],
    access: { run: editorsOnly, queue: editorsOnly, cancel: editorsOnly },
    // At most half the database pool's connections for publications waiting on a row (src/cms/jobs/limits.ts).
    autoRun:
      env.JOBS_AUTORUN_CRON === 'off'
        ? undefined
        : [
            {
              cron: env.JOBS_AUTORUN_CRON,
              queue: 'default',
              limit: publicationsSideBySide(isPostgres(), env.DATABASE_POOL_MAX),
            },
          ],
    // Only the jobs instance's cron runs them (decision 011); before each run it frees the claims of dead nodes.
    shouldAutoRun: async (payload) => {
      if (!isCronInstance(payload)) return false
      await releaseAbandonedClaims(payload, 'default').catch((err: unknown) =>
        payload.logger.error({ err, msg: 'jobs: could not release abandoned claims' }),
      )
      return true
    },
  },
  // A scheduled publication of a document written only in English is published in English, as the admin's button
  // does (src/cms/jobs/schedule-publish.ts; Payload adds the task after this config, so it is wrapped once it exists).
  onInit: (payload) => publishScheduledInAWrittenLanguage(payload),
  // Spec §9: Italian is the default language, and English falls back to it. A document saved in English only (an
  // editor writing with the admin's content language set to English) falls back to English on the Italian site:
  // without it the Italian page, its listing and its feed had no title to show, and answered 500 (decision 084).
  localization: {
    // Each content language named in the admin's own: "Titolo — Italiano" in the English admin, and "Pubblica in
    // English" in the Italian one, read as untranslated (the thirty-first check from outside).
    locales: locales.map((code) => ({ code, label: contentLanguageLabels[code], fallbackLocale: otherLocale(code) })),
    defaultLocale,
    fallback: true,
  },
  // The admin speaks Italian, the team's language, unless the editor chooses English in their account (or their
  // browser asks for it); the words of its menu, collections and globals are in src/cms/admin-labels.ts.
  i18n: { supportedLanguages: { it, en }, fallbackLanguage: 'it', translations: { it: italianAdminSentences } },
  editor: lexicalEditor({
    features: richTextFeatures,
  }),
  secret: env.PAYLOAD_SECRET,
  // A session cookie is only honoured from these origins (decision 016). No `serverURL`: the admin would then call
  // the API at that one origin, and stop working when reached by another name (127.0.0.1 for localhost).
  csrf: csrfOrigins(env.SITE_URL),
  email: payloadMailAdapter(createMailTransport(env), env.MAIL_FROM),
  db: database(),
  sharp,
  telemetry: false,
  // JSON lines carrying the request's id in production (src/lib/log.ts, decision 035).
  logger: payloadLoggerOptions(env.LOG_LEVEL, env.LOG_FORMAT),
  typescript: { outputFile: path.resolve(dirname, 'payload-types.ts') },
}).then(applyAccessDefaults)
