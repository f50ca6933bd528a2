import { z } from 'zod'

/**
 * Configuration, validated once at start-up. Holds secrets (PAYLOAD_SECRET), yet says no `import 'server-only'`:
 * the Payload config reads it, and Payload's own CLI (`payload generate:types`) loads that config in plain
 * Node, where the marker throws (payloadcms/payload#7851). The modules of the site that read it say it instead,
 * and `src/server-only.test.ts` checks that no browser module reaches this one.
 *
 * Every variable has a default that lets the embedded demo run; `.env.example` lists them all.
 */
const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  DATABASE_URL: z
    .string()
    .default('file:./data/vinea.db')
    .refine((v) => v.startsWith('file:') || /^postgres(ql)?:\/\//.test(v), 'must be file:… or postgres://…'),
  MEDIA_DIR: z.string().min(1).default('./media'),
  PAYLOAD_SECRET: z.string().min(16).default('vinea-demo-secret-change-me-in-production'),
  SITE_URL: z.url().optional(),
  DEMO_EDITOR_EMAIL: z.email().default('editor@vinea.demo'),
  DEMO_EDITOR_PASSWORD: z.string().min(8).default('vinea-demo-2026'),
  // How often the server runs due jobs (scheduled publications): a cron of 5 fields, or 6 with seconds first;
  // `off` when another process runs them (decision 011).
  JOBS_AUTORUN_CRON: z
    .string()
    .trim()
    .default('* * * * *')
    .refine(
      (v) => v === 'off' || /^[\d*/,\-A-Za-z?#]+(\s+[\d*/,\-A-Za-z?#]+){4,5}$/.test(v),
      'must be a cron expression or off',
    ),
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
})

export type Env = z.infer<typeof schema> & { SITE_URL: string }

function load(): Env {
  const parsed = schema.safeParse(process.env)
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n')
    throw new Error(`Invalid environment configuration:\n${lines}`)
  }
  const env = parsed.data
  return { ...env, SITE_URL: (env.SITE_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '') }
}

export const env: Env = load()

export const isPostgres = (url: string = env.DATABASE_URL) => /^postgres(ql)?:\/\//.test(url)
