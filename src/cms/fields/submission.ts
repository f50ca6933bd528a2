import type { Field } from 'payload'

import { locales } from '@/i18n/locales'

/**
 * What every submission carries besides the visitor's fields: the language it was sent in, the time of the
 * privacy consent and the state of its delivery by the outbox (stored first, delivered later, so nothing a
 * visitor sends is lost when delivery fails).
 */
export const submissionFields: Field[] = [
  { name: 'locale', type: 'select', required: true, options: [...locales], defaultValue: 'it' },
  { name: 'privacyConsentAt', type: 'date', required: true, admin: { readOnly: true } },
  {
    name: 'delivery',
    type: 'group',
    admin: { position: 'sidebar' },
    fields: [
      {
        name: 'status',
        type: 'select',
        options: ['pending', 'delivered', 'failed'],
        defaultValue: 'pending',
        index: true,
      },
      { name: 'attempts', type: 'number', defaultValue: 0 },
      { name: 'lastError', type: 'text' },
      { name: 'deliveredAt', type: 'date' },
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
