import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import { Cron } from 'croner'
import { z } from 'zod'

import { DEMO_B2B_STORE_URL, DEMO_EDITOR_EMAIL, DEMO_EDITOR_PASSWORD } from './demo-credentials'
import { logLevels } from './log'
import {
  checkObjectStorage,
  isPostgresUrl,
  type ObjectStorage,
  objectStorageOf,
  secretsFile,
  storageSchema,
} from './storage-env'

/**
 * Configuration, validated once at start-up. Holds secrets (PAYLOAD_SECRET), yet says no `import 'server-only'`:
 * the Payload config reads it, and Payload's own CLI (`payload generate:types`) loads that config in plain
 * Node, where the marker throws (payloadcms/payload#7851). The modules of the site that read it say it instead,
 * and `src/server-only.test.ts` checks that no browser module reaches this one.
 *
 * Every variable has a default that lets the embedded demo run on a local address; `.env.example` lists them all.
 * The two secrets, when not set, are generated on first start and kept beside the embedded data (`secrets.json`,
 * mode 600); a secret that was ever published as a default is refused (docs/decisions/014-security.md).
 */

/** Secrets that shipped as defaults or appear in templates: whoever read them can sign sessions. */
export const publishedSecrets: readonly string[] = [
  'vinea-demo-secret-change-me-in-production',
  'YOUR_SECRET_HERE',
  'change-me',
  'changeme',
  'secret',
]

const secret = (name: string) =>
  z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string()
      .min(32, `${name} must be at least 32 characters: a long random value, e.g. \`openssl rand -base64 32\``)
      .refine(
        (v) => !publishedSecrets.includes(v),
        `${name} is a published default: set a long random value of your own, or unset it to have one generated`,
      )
      .optional(),
  )

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  // DATABASE_URL, MEDIA_DIR, BACKUP_DIR and the uploads' bucket (S3_*): also read alone by the backup commands.
  ...storageSchema.shape,
  // PostgreSQL only: the most connections this process opens to the database. Scheduled publications run side by side
  // in at most half of them (src/cms/jobs/limits.ts); the pages, the outbox and the claims' renewals share the rest.
  DATABASE_POOL_MAX: z.coerce.number().int().min(2).max(1_000).default(10),
  // Sessions and tokens of the CMS; and the secret a script sends to have the site expire its cache tags.
  PAYLOAD_SECRET: secret('PAYLOAD_SECRET'),
  REVALIDATE_SECRET: secret('REVALIDATE_SECRET'),
  // The public origin: http(s), a host and maybe a port, nothing after (`localhost:3000` and `ftp://…` passed).
  SITE_URL: z
    .url()
    .optional()
    .refine((v) => v === undefined || isOrigin(v), 'must be an origin: http(s)://host[:port], with no path or query'),
  // The demo catalogue and the demo trade customer, written to an empty database; false for a real deployment.
  DEMO_CONTENT: z.stringbool().default(true),
  DEMO_EDITOR_EMAIL: z.email().default(DEMO_EDITOR_EMAIL),
  // At least the password policy's PASSWORD_MIN_LENGTH, as documented (8 passed).
  DEMO_EDITOR_PASSWORD: z.string().min(12).default(DEMO_EDITOR_PASSWORD),
  // How often the server runs due jobs (scheduled publications): a cron of 5 fields, or 6 with seconds first;
  // `off` when another process runs them (decision 011). Every node may run them: each job runs once (decision 040).
  JOBS_AUTORUN_CRON: z
    .string()
    .trim()
    .default('* * * * *')
    .refine(
      (v) => v === 'off' || (/^[\d*/,\-A-Za-z?#]+(\s+[\d*/,\-A-Za-z?#]+){4,5}$/.test(v) && isCron(v)),
      'must be a cron expression or off',
    ),
  // How long a job's claim outlives its node: a job left running by a node that died (or whose end could not be
  // recorded) is run again once its claim is this old. A live node renews its claims (decision 040).
  JOBS_CLAIM_TTL_MS: z.coerce.number().int().min(1_000).max(3_600_000).default(120_000),
  // Reverse proxies in front of the app that append the client's address to X-Forwarded-For (0: none, the header
  // is ignored; decision 016). Sign-in limits count by that address.
  TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
  // Counters of the sign-in limits, shared by every app node: Redis when set, else the site's database.
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be redis://… or rediss://…')
    .optional(),
  // Outgoing mail (password resets): smtp://user:pass@host:587 or smtps://…:465. Unset: mails are written as
  // .eml files under MAIL_DIR and the log says where (decision 016).
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be smtp://… or smtps://…')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Vinea Distribuzione <no-reply@vinea.demo>'),
  MAIL_DIR: z.string().min(1).default('./data/mail'),
  // Forms (docs/decisions/017-forms-and-outbox.md). Each stored submission is also POSTed as signed JSON here when
  // set (the flow-automation service of spec §7.11); the receiver checks X-Signature with FLOW_WEBHOOK_SECRET.
  FLOW_WEBHOOK_URL: z.url().optional(),
  FLOW_WEBHOOK_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  // The outbox's first wait after a failed delivery; each next one doubles, over at least 24 hours of attempts.
  OUTBOX_RETRY_BASE_MS: z.coerce.number().int().min(100).max(3_600_000).default(60_000),
  // How often the outbox looks for deliveries that have come due (a new submission is delivered at once).
  OUTBOX_POLL_MS: z.coerce.number().int().min(100).max(600_000).default(5_000),
  // Optional captcha on the forms, verified on the server (Cloudflare Turnstile or Google reCAPTCHA v2/v3);
  // the footer then shows the provider's notice. The verify URL is the provider's unless set (tests).
  CAPTCHA_PROVIDER: z.enum(['turnstile', 'recaptcha']).optional(),
  CAPTCHA_SITE_KEY: z.string().min(1).optional(),
  CAPTCHA_SECRET: z.string().min(1).optional(),
  CAPTCHA_VERIFY_URL: z.url().optional(),
  // The distributor's login systems (spec §7.7, §7.8; DESIGN.md "External login page"): the login page visitors are
  // sent to, and the check-codes and logout services the site's verify-token and logout endpoints forward to. Unset,
  // the site's own trade-customer login serves all three (src/features/reserved).
  LOGIN_URL: z.url({ protocol: /^https?$/ }).optional(),
  CHECK_CODES_URL: z.url({ protocol: /^https?$/ }).optional(),
  LOGOUT_URL: z.url({ protocol: /^https?$/ }).optional(),
  // The external B2B store where trade customers order, linked from the reserved area's menu (opened in a new tab);
  // unset: the demo's address while DEMO_CONTENT is on (the reserved area links its store, spec §1), otherwise no
  // link. It replaces the site settings' `b2bStoreUrl`, which editors no longer see.
  B2B_STORE_URL: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// address' }).optional(),
  // Google Tag Manager's container, loaded only for visitors who accept marketing cookies (issue 13, item 2).
  // The CMS's log (decision 035): its least level, and its form: `json` (one object a line, with the request's id),
  // the default in production, or `pretty` (coloured lines for a terminal), the default elsewhere.
  LOG_LEVEL: z.enum(logLevels).default('info'),
  LOG_FORMAT: z.enum(['json', 'pretty']).optional(),
  GTM_ID: z
    .string()
    .regex(/^GTM-[A-Z0-9]{4,12}$/, 'must be a Tag Manager container id such as GTM-AB12CD3')
    .optional(),
})

type Secrets = { PAYLOAD_SECRET: string; REVALIDATE_SECRET: string }

/** An address with nothing after its host and port (a trailing slash aside), over http or https. */
function isOrigin(value: string): boolean {
  // zod runs this after its own URL check failed too: an address that does not parse is no origin, not an exception.
  if (!URL.canParse(value)) return false
  const url = new URL(value)
  return /^https?:$/.test(url.protocol) && url.pathname === '/' && !url.search && !value.includes('#') && !url.username
}

/** A pattern the jobs' scheduler (croner, Payload's) reads: `99 99 99 99 99` has the form and stopped every job. */
function isCron(pattern: string): boolean {
  try {
    new Cron(pattern, { paused: true }).stop()
    return true
  } catch {
    return false
  }
}

export type Env = Omit<z.infer<typeof schema>, keyof Secrets | 'LOG_FORMAT'> &
  Secrets & { SITE_URL: string; LOG_FORMAT: 'json' | 'pretty' }

/**
 * The stored secrets, made on first use: written to a temporary file and linked into place, so that two processes
 * starting together (the site and a script) agree on one pair and never read half a file.
 */
export function storedSecrets(file: string): Secrets {
  const parse = (): Secrets | null => {
    try {
      const stored = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<Secrets>
      if (typeof stored.PAYLOAD_SECRET === 'string' && typeof stored.REVALIDATE_SECRET === 'string') {
        return { PAYLOAD_SECRET: stored.PAYLOAD_SECRET, REVALIDATE_SECRET: stored.REVALIDATE_SECRET }
      }
      throw new Error(`${file} lacks PAYLOAD_SECRET or REVALIDATE_SECRET: delete it to have new ones generated`)
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
      throw error
    }
  }
  const existing = parse()
  if (existing) {
    if ((fs.statSync(file).mode & 0o077) !== 0) fs.chmodSync(file, 0o600)
    return existing
  }
  fs.mkdirSync(path.dirname(file), { recursive: true })
  const made: Secrets = {
    PAYLOAD_SECRET: randomBytes(32).toString('base64url'),
    REVALIDATE_SECRET: randomBytes(32).toString('base64url'),
  }
  const temporary = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`
  fs.writeFileSync(temporary, `${JSON.stringify(made, null, 2)}\n`, { mode: 0o600, flag: 'wx' })
  try {
    fs.linkSync(temporary, file)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
  } finally {
    fs.rmSync(temporary, { force: true })
  }
  return parse()!
}

function load(): Env {
  const parsed = schema
    .superRefine((v, ctx) => {
      checkObjectStorage(v, ctx)
      if (v.FLOW_WEBHOOK_URL && !v.FLOW_WEBHOOK_SECRET) {
        ctx.addIssue({ code: 'custom', path: ['FLOW_WEBHOOK_SECRET'], message: 'is required with FLOW_WEBHOOK_URL' })
      }
      const captcha = [v.CAPTCHA_PROVIDER, v.CAPTCHA_SITE_KEY, v.CAPTCHA_SECRET].filter(Boolean).length
      if (captcha > 0 && captcha < 3) {
        ctx.addIssue({
          code: 'custom',
          path: ['CAPTCHA_SECRET'],
          message: 'CAPTCHA_PROVIDER, CAPTCHA_SITE_KEY and CAPTCHA_SECRET go together: set all three or none',
        })
      }
      const login = [v.LOGIN_URL, v.CHECK_CODES_URL, v.LOGOUT_URL].filter(Boolean).length
      if (login > 0 && login < 3) {
        ctx.addIssue({
          code: 'custom',
          path: ['LOGIN_URL'],
          message:
            'LOGIN_URL, CHECK_CODES_URL and LOGOUT_URL go together: set all three, or none for the built-in login',
        })
      }
    })
    // An empty variable is an unset one: a template's `GTM_ID=` line must not stop the site.
    .safeParse(Object.fromEntries(Object.entries(process.env).filter(([, value]) => value !== '')))
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n')
    const error = new Error(`Invalid environment configuration:\n${lines}`)
    // The scripts (scripts/run-payload-script.mjs) print its message alone, without a stack trace of their bundle.
    error.name = 'ConfigurationError'
    throw error
  }
  const env = parsed.data
  const stored = env.PAYLOAD_SECRET && env.REVALIDATE_SECRET ? null : storedSecrets(secretsFile(env.DATABASE_URL))
  return {
    ...env,
    PAYLOAD_SECRET: env.PAYLOAD_SECRET ?? stored!.PAYLOAD_SECRET,
    REVALIDATE_SECRET: env.REVALIDATE_SECRET ?? stored!.REVALIDATE_SECRET,
    SITE_URL: (env.SITE_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    B2B_STORE_URL: env.B2B_STORE_URL ?? (env.DEMO_CONTENT ? DEMO_B2B_STORE_URL : undefined),
    LOG_FORMAT: env.LOG_FORMAT ?? (env.NODE_ENV === 'production' ? 'json' : 'pretty'),
  }
}

export const env: Env = load()

export const isPostgres = (url: string = env.DATABASE_URL) => isPostgresUrl(url)

/** The bucket the uploads go to, or null: they stay under MEDIA_DIR (docs/decisions/039-object-storage.md). */
export const objectStorage: ObjectStorage | null = objectStorageOf(env)
