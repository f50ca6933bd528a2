import type { CollectionConfig, Endpoint, PayloadRequest } from 'payload'

import { csvSeparator, toCsv } from './csv'
import { kickOutbox, queueDelivery } from './runner'

type Collection = 'contact-requests' | 'job-applications' | 'newsletter-signups'

const isEditor = (req: PayloadRequest) => req.user?.collection === 'users'
const forbidden = () => Response.json({ errors: [{ message: 'Forbidden' }] }, { status: 403 })

/** The fields of each collection's export, in order; nested ones by dotted path. */
const columns: Record<Collection, string[]> = {
  'contact-requests': [
    'id',
    'createdAt',
    'locale',
    'formKey',
    'audience',
    'request',
    'agent.name',
    'name',
    'surname',
    'company',
    'address',
    'province',
    'email',
    'phone',
    'message',
    'privacyConsentAt',
    'delivery.status',
    'delivery.attempts',
    'delivery.deliveredAt',
    'delivery.lastError',
  ],
  'job-applications': [
    'id',
    'createdAt',
    'locale',
    'formKey',
    'name',
    'surname',
    'email',
    'phone',
    'qualification',
    'area',
    'cv.filename',
    'coverLetter.filename',
    'privacyConsentAt',
    'delivery.status',
    'delivery.attempts',
    'delivery.deliveredAt',
    'delivery.lastError',
  ],
  'newsletter-signups': [
    'id',
    'createdAt',
    'locale',
    'email',
    'confirmRequestedAt',
    'confirmedAt',
    'confirmedIp',
    'unsubscribedAt',
    'privacyConsentAt',
    'consent.ip',
    'consent.textVersion',
    'consent.text',
    'delivery.status',
  ],
}

const at = (doc: unknown, dotted: string) =>
  dotted
    .split('.')
    .reduce<unknown>((v, k) => (v && typeof v === 'object' ? (v as Record<string, unknown>)[k] : undefined), doc)

/**
 * Editors' tools on a submissions collection (issue 12): retry one submission's delivery now, and export every
 * submission as CSV (`;` between cells in the Italian admin, `,` in the English one). Both for editors only;
 * both answer 403 to anyone else.
 */
export function submissionEndpoints(collection: Collection): Endpoint[] {
  return [
    {
      path: '/:id/retry-delivery',
      method: 'post',
      handler: async (req) => {
        if (!isEditor(req)) return forbidden()
        const id = String(req.routeParams?.id ?? '')
        if (!/^\d{1,15}$/.test(id)) return Response.json({ errors: [{ message: 'Not Found' }] }, { status: 404 })
        const doc = await req.payload.findByID({ collection, id, depth: 0, req, disableErrors: true })
        if (!doc) return Response.json({ errors: [{ message: 'Not Found' }] }, { status: 404 })
        await req.payload.update({
          collection,
          id,
          data: { delivery: { status: 'pending', attempts: 0, lastError: null } } as never,
          overrideAccess: true,
          depth: 0,
        })
        await queueDelivery(req.payload, collection, id)
        kickOutbox()
        return Response.json({ message: 'queued' })
      },
    },
    {
      path: '/export',
      method: 'get',
      handler: async (req) => {
        if (!isEditor(req)) return forbidden()
        const rows: unknown[][] = []
        for (let page = 1; ; page++) {
          const result = await req.payload.find({ collection, depth: 1, limit: 500, page, sort: 'createdAt', req })
          for (const doc of result.docs) rows.push(columns[collection].map((c) => at(doc, c)))
          if (!result.hasNextPage) break
        }
        const day = new Date().toISOString().slice(0, 10)
        // Cells separated as the editor's spreadsheet expects them: the admin's language stands for their region.
        return new Response(toCsv(columns[collection], rows, csvSeparator(req.i18n?.language)), {
          headers: {
            'Content-Type': 'text/csv; charset=utf-8',
            'Content-Disposition': `attachment; filename="${collection}-${day}.csv"`,
            'Cache-Control': 'private, no-store',
          },
        })
      },
    },
  ]
}

/** The export link above each submissions list. */
export const submissionListActions: NonNullable<CollectionConfig['admin']>['components'] = {
  beforeListTable: ['@/cms/outbox/admin/export-link.client#ExportLink'],
}
