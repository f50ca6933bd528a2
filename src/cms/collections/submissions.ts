import type { CollectionConfig } from 'payload'

import { isEditor, nobody } from '../access'
import { adminGroups, collectionLabels } from '../admin-labels'
import { personFields, submissionFields } from '../fields/submission'
import { submissionEndpoints, submissionListActions } from '../outbox/endpoints'
import { uploadFolder } from '../uploads'

/** The contact form's limit of its message (src/features/contacts/forms/rules.ts `limits.message`). */
const MESSAGE_MAX_CHARACTERS = 2000

/**
 * What visitors send. Only editors read them; nobody writes them through the API: the site's own form
 * actions validate on the server and store them with the local API.
 */
const editorsOnly = { read: isEditor, create: nobody, update: isEditor, delete: isEditor }

export const ContactRequests: CollectionConfig = {
  slug: 'contact-requests',
  labels: collectionLabels['contact-requests'],
  admin: {
    group: adminGroups.submissions,
    useAsTitle: 'email',
    defaultColumns: ['createdAt', 'audience', 'name', 'surname', 'company', 'delivery.status'],
    components: submissionListActions,
  },
  access: editorsOnly,
  endpoints: submissionEndpoints('contact-requests'),
  fields: [
    {
      name: 'audience',
      type: 'select',
      required: true,
      options: ['horeca', 'agents', 'producers', 'other'],
      index: true,
    },
    {
      name: 'request',
      type: 'text',
      admin: { readOnly: true, description: 'The request type chosen on the contact page' },
    },
    {
      name: 'agent',
      type: 'relationship',
      relationTo: 'agents',
      admin: { readOnly: true, description: 'The agent the visitor wrote to, who receives the request' },
    },
    ...personFields,
    { name: 'company', type: 'text' },
    { name: 'address', type: 'text' },
    { name: 'province', type: 'text', admin: { description: 'Province code (English form: country)' } },
    {
      name: 'message',
      type: 'textarea',
      required: true,
      // The form's limit (2,000 characters), counted as the form counts: `maxLength` counts UTF-16 units, an emoji
      // two, so a message the form accepted was refused here and the visitor got the error page.
      validate: (value: null | string | undefined, { req: { t } }) => {
        if (!value) return t('validation:required')
        return (
          [...value].length <= MESSAGE_MAX_CHARACTERS ||
          t('validation:shorterThanMax', { maxLength: MESSAGE_MAX_CHARACTERS })
        )
      },
    },
    ...submissionFields,
  ],
}

export const JobApplications: CollectionConfig = {
  slug: 'job-applications',
  labels: collectionLabels['job-applications'],
  admin: {
    group: adminGroups.submissions,
    useAsTitle: 'email',
    defaultColumns: ['createdAt', 'name', 'surname', 'area', 'delivery.status'],
    components: submissionListActions,
  },
  access: editorsOnly,
  endpoints: submissionEndpoints('job-applications'),
  fields: [
    ...personFields,
    { name: 'qualification', type: 'select', required: true, options: ['diploma', 'bachelor', 'degree', 'other'] },
    {
      name: 'area',
      label: 'Area of interest',
      type: 'select',
      required: true,
      options: ['administration', 'logistics', 'marketing'],
    },
    { name: 'cv', label: 'CV', type: 'upload', relationTo: 'application-files', required: true },
    { name: 'coverLetter', type: 'upload', relationTo: 'application-files', required: true },
    ...submissionFields,
  ],
}

/** CVs and cover letters: PDF only, private (editors alone read them). */
export const ApplicationFiles: CollectionConfig = {
  slug: 'application-files',
  labels: collectionLabels['application-files'],
  admin: { group: adminGroups.submissions, hidden: ({ user }) => user?.collection !== 'users' },
  access: editorsOnly,
  upload: {
    ...uploadFolder('application-files'),
    mimeTypes: ['application/pdf'],
    // Downloaded, never shown inline by the browser, under the name the site gave it (cv-….pdf).
    modifyResponseHeaders: ({ headers }) => {
      headers.set('Content-Disposition', 'attachment')
      headers.set('X-Content-Type-Options', 'nosniff')
      headers.set('Cache-Control', 'private, no-store')
      return headers
    },
  },
  fields: [],
}

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
  access: editorsOnly,
  endpoints: submissionEndpoints('newsletter-signups'),
  fields: [
    { name: 'email', type: 'email', required: true, unique: true, admin: { description: 'Stored in lower case' } },
    {
      name: 'confirmRequestedAt',
      type: 'date',
      admin: {
        readOnly: true,
        description: 'When the last confirmation mail was asked for; its link expires 7 days later',
      },
    },
    { name: 'confirmedAt', type: 'date', index: true, admin: { readOnly: true } },
    { name: 'confirmedIp', label: 'Confirmed from (IP)', type: 'text', admin: { readOnly: true } },
    { name: 'unsubscribedAt', type: 'date', admin: { readOnly: true } },
    {
      name: 'consent',
      type: 'group',
      admin: { description: 'The consent of the last sign-up: its time is "Privacy consent at"' },
      fields: [
        { name: 'ip', label: 'From (IP)', type: 'text', admin: { readOnly: true } },
        {
          name: 'textVersion',
          type: 'text',
          admin: { readOnly: true, description: 'Language and hash of the consent text shown' },
        },
        { name: 'text', type: 'textarea', admin: { readOnly: true, description: 'The consent text shown' } },
      ],
    },
    ...submissionFields,
  ],
}
