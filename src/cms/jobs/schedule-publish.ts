import { type Payload, type TaskConfig, ValidationError } from 'payload'

import { defaultLocale, locales } from '@/i18n/locales'

type ScheduleInput = {
  type?: 'publish' | 'unpublish'
  locale?: string
  doc?: { relationTo: string; value: number | string }
  user?: { relationTo: string; value: number | string } | number | string | null
}

/**
 * Payload's scheduled publication (`schedulePublish`) publishes the document without a language, so it checks the
 * required fields in the default language, Italian. An article written in English only (its Italian title empty)
 * was refused at its time, and the job failed where no editor sees it, while the admin's own "Publish", pressed with
 * the content language set to English, published it (the twenty-first check from outside, decision 104). When the
 * default language refuses it, it is published as the admin's button would have done it in each other language
 * the document is written in, the first that its checks accept; any other failure is Payload's, as before.
 */
export function publishScheduledInAWrittenLanguage(payload: Payload) {
  const task = payload.config.jobs?.tasks?.find((t) => t.slug === 'schedulePublish') as TaskConfig | undefined
  const original = task?.handler
  if (!task || typeof original !== 'function') return
  task.handler = async (args) => {
    try {
      return await original(args)
    } catch (error) {
      const input = args.input as ScheduleInput
      const retried = error instanceof ValidationError && input?.type !== 'unpublish' && !input?.locale && input?.doc
      if (!retried || !input.doc) throw error
      const { req } = args
      const by = typeof input.user === 'object' && input.user ? input.user : null
      const user = by
        ? {
            ...(await req.payload.findByID({ collection: by.relationTo as 'users', id: by.value, depth: 0 })),
            collection: by.relationTo,
          }
        : null
      const id = req.payload.db.defaultIDType === 'number' ? Number(input.doc.value) : input.doc.value
      for (const locale of locales.filter((code) => code !== defaultLocale)) {
        try {
          await req.payload.update({
            collection: input.doc.relationTo as 'articles',
            id,
            data: { _status: 'published' },
            depth: 0,
            locale,
            overrideAccess: user === null,
            user,
          })
          req.payload.logger.info({
            msg: `scheduled publication: published in ${locale}, the default language refused it`,
            doc: input.doc,
          })
          return { output: {} }
        } catch (other) {
          if (!(other instanceof ValidationError)) throw other
        }
      }
      throw error
    }
  }
}
