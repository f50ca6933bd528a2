import type { Field } from 'payload'

import { locales } from '@/i18n/locales'

/**
 * What every submission carries besides the visitor's fields: the language it was sent in, the time of the
 * privacy consent and the state of its delivery by the outbox (stored first, delivered later, so nothing a
 * visitor sends is lost when delivery fails; src/cms/outbox).
 */
export const submissionFields: Field[] = [
  { name: 'locale', type: 'select', required: true, options: [...locales], defaultValue: 'it' },
  {
    name: 'formKey',
    type: 'text',
    admin: { readOnly: true, description: 'The form it was sent with (spec §3: one key per form and language)' },
  },
  { name: 'privacyConsentAt', type: 'date', required: true, admin: { readOnly: true } },
  {
    name: 'delivery',
    type: 'group',
    admin: {
      position: 'sidebar',
      description: 'Stored first, then delivered by the outbox, which retries for at least 24 hours',
    },
    fields: [
      {
        name: 'status',
        type: 'select',
        options: ['pending', 'delivered', 'failed'],
        defaultValue: 'pending',
        index: true,
        admin: { readOnly: true },
      },
      { name: 'attempts', type: 'number', defaultValue: 0, admin: { readOnly: true } },
      { name: 'lastError', type: 'text', admin: { readOnly: true } },
      { name: 'lastAttemptAt', type: 'date', admin: { readOnly: true } },
      { name: 'deliveredAt', type: 'date', admin: { readOnly: true } },
      {
        name: 'channels',
        type: 'json',
        admin: { readOnly: true, description: 'When each channel (office mail, copy, webhook…) was delivered' },
      },
      {
        name: 'retry',
        type: 'ui',
        admin: { components: { Field: '@/cms/outbox/admin/retry-button.client#RetryButton' } },
      },
    ],
  },
]

/** Person fields shared by the contact and job forms. */
export const personFields: Field[] = [
  {
    type: 'row',
    fields: [
      { name: 'name', type: 'text', required: true },
      { name: 'surname', type: 'text', required: true },
    ],
  },
  {
    type: 'row',
    fields: [
      { name: 'email', type: 'email', required: true, index: true },
      { name: 'phone', type: 'text' },
    ],
  },
]
