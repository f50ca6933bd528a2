import type { CollectionConfig } from 'payload'

import { adminGroups, collectionLabels, w } from '../admin-labels'
import { dateAndTime } from '../fields/dates'
import { submissionAccess, submissionFields } from '../fields/submission'
import { submissionEndpoints, submissionListActions } from '../outbox/endpoints'

/**
 * Newsletter sign-ups (decision 018): double opt-in. A sign-up is stored with its consent (time, address, the
 * consent text the visitor saw), a confirmation mail goes out through the outbox, and the address counts as
 * subscribed once `confirmedAt` is set and `unsubscribedAt` is not. One row per address: signing up again
 * updates it. Links in mails carry signed tokens (src/cms/outbox/newsletter-links.ts): nothing secret is stored.
 */
export const NewsletterSignups: CollectionConfig = {
  slug: 'newsletter-signups',
  labels: collectionLabels['newsletter-signups'],
  admin: {
    group: adminGroups.submissions,
    useAsTitle: 'email',
    defaultColumns: ['createdAt', 'email', 'locale', 'confirmedAt', 'unsubscribedAt'],
    components: submissionListActions,
  },
  access: submissionAccess,
  endpoints: submissionEndpoints('newsletter-signups'),
  fields: [
    {
      name: 'email',
      label: w('E-mail', 'E-mail'),
      type: 'email',
      required: true,
      unique: true,
      admin: { description: w('Salvata in lettere minuscole', 'Stored in lower case') },
    },
    {
      name: 'confirmRequestedAt',
      label: w('Conferma chiesta il', 'Confirmation requested at'),
      type: 'date',
      admin: {
        readOnly: true,
        date: dateAndTime,
        description: w(
          'Quando è stata chiesta l’ultima e-mail di conferma; il suo link scade 7 giorni dopo',
          'When the last confirmation mail was asked for; its link expires 7 days later',
        ),
      },
    },
    {
      name: 'confirmedAt',
      label: w('Confermata il', 'Confirmed at'),
      type: 'date',
      index: true,
      admin: { readOnly: true, date: dateAndTime },
    },
    {
      name: 'confirmedIp',
      label: w('IP della conferma', 'Confirmed from (IP)'),
      type: 'text',
      admin: { readOnly: true },
    },
    {
      name: 'unsubscribedAt',
      label: w('Iscrizione annullata il', 'Unsubscribed at'),
      type: 'date',
      admin: { readOnly: true, date: dateAndTime },
    },
    {
      name: 'consent',
      label: w('Consenso', 'Consent'),
      type: 'group',
      admin: {
        description: w(
          'Il consenso dell’ultima iscrizione: la sua data è in “Consenso privacy il”',
          'The consent of the last sign-up: its time is “Privacy consent at”',
        ),
      },
      fields: [
        { name: 'ip', label: w('IP di provenienza', 'From (IP)'), type: 'text', admin: { readOnly: true } },
        {
          name: 'textVersion',
          label: w('Versione del testo', 'Text version'),
          type: 'text',
          admin: {
            readOnly: true,
            description: w(
              'Lingua e hash del testo del consenso mostrato',
              'Language and hash of the consent text shown',
            ),
          },
        },
        {
          name: 'text',
          label: w('Testo', 'Text'),
          type: 'textarea',
          admin: { readOnly: true, description: w('Il testo del consenso mostrato', 'The consent text shown') },
        },
      ],
    },
    ...submissionFields,
  ],
}
