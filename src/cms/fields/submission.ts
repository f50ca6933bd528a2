import type { Field } from 'payload'

import { type Locale, locales } from '@/i18n/locales'

import { isEditor, nobody } from '../access'
import { w, type Words } from '../admin-labels'
import { dateAndTime } from './dates'

/**
 * Who may do what with what visitors send: only editors read them; nobody writes them through the API, the site's
 * own form actions validate on the server and store them with the local API.
 */
export const submissionAccess = { read: isEditor, create: nobody, update: isEditor, delete: isEditor }

/** The languages a submission can be sent in, as the admin names them. */
const localeLabels: Record<Locale, Words> = { it: w('Italiano', 'Italian'), en: w('Inglese', 'English') }

/**
 * What every submission carries besides the visitor's fields: the language it was sent in, the time of the
 * privacy consent and the state of its delivery by the outbox (stored first, delivered later, so nothing a
 * visitor sends is lost when delivery fails; src/cms/outbox).
 */
export const submissionFields: Field[] = [
  {
    name: 'locale',
    label: w('Lingua', 'Language'),
    type: 'select',
    required: true,
    options: locales.map((value) => ({ label: localeLabels[value], value })),
    defaultValue: 'it',
  },
  {
    name: 'formKey',
    label: w('Modulo', 'Form'),
    type: 'text',
    admin: {
      readOnly: true,
      description: w(
        'Il modulo da cui è stata inviata, nella sua lingua (contatti o lavora con noi, in italiano o in inglese)',
        'The form it was sent with, in its language (contacts or work with us, in Italian or in English)',
      ),
    },
  },
  {
    name: 'privacyConsentAt',
    label: w('Consenso privacy il', 'Privacy consent at'),
    type: 'date',
    required: true,
    admin: { readOnly: true, date: dateAndTime },
  },
  {
    name: 'delivery',
    label: w('Consegna', 'Delivery'),
    type: 'group',
    admin: {
      position: 'sidebar',
      description: w(
        'Salvata subito, poi consegnata dalla coda di invio, che ritenta per almeno 24 ore',
        'Stored first, then delivered by the outbox, which retries for at least 24 hours',
      ),
    },
    fields: [
      {
        name: 'status',
        label: w('Stato', 'Status'),
        type: 'select',
        options: [
          { label: w('Da consegnare', 'Pending'), value: 'pending' },
          { label: w('Consegnata', 'Delivered'), value: 'delivered' },
          { label: w('Non consegnata', 'Failed'), value: 'failed' },
        ],
        defaultValue: 'pending',
        index: true,
        admin: { readOnly: true },
      },
      {
        name: 'attempts',
        label: w('Tentativi', 'Attempts'),
        type: 'number',
        defaultValue: 0,
        admin: { readOnly: true },
      },
      { name: 'lastError', label: w('Ultimo errore', 'Last error'), type: 'text', admin: { readOnly: true } },
      {
        name: 'lastAttemptAt',
        label: w('Ultimo tentativo il', 'Last attempt at'),
        type: 'date',
        admin: { readOnly: true, date: dateAndTime },
      },
      {
        name: 'deliveredAt',
        label: w('Consegnata il', 'Delivered at'),
        type: 'date',
        admin: { readOnly: true, date: dateAndTime },
      },
      {
        name: 'channels',
        label: w('Canali', 'Channels'),
        type: 'json',
        admin: {
          readOnly: true,
          components: { Field: '@/cms/outbox/admin/channels-field.client#ChannelsField' },
          description: w(
            'Quando è stato consegnato ciascun canale (e-mail all’ufficio, copia, webhook…)',
            'When each channel (office mail, copy, webhook…) was delivered',
          ),
        },
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
      { name: 'name', label: w('Nome', 'Name'), type: 'text', required: true },
      { name: 'surname', label: w('Cognome', 'Surname'), type: 'text', required: true },
    ],
  },
  {
    type: 'row',
    fields: [
      { name: 'email', label: w('E-mail', 'E-mail'), type: 'email', required: true, index: true },
      { name: 'phone', label: w('Telefono', 'Phone'), type: 'text' },
    ],
  },
]
