import type { CollectionAfterDeleteHook, CollectionBeforeDeleteHook, CollectionConfig } from 'payload'

import { adminGroups, collectionLabels, w } from '../admin-labels'
import { formRequestOptions } from '../fields/request-options'
import { personFields, submissionAccess, submissionFields } from '../fields/submission'
import { refuseDelete } from '../hooks/refuse-delete'
import { submissionEndpoints, submissionListActions } from '../outbox/endpoints'
import { uploadFolder } from '../uploads'

/** The contact form's limit of its message (src/features/contacts/forms/rules.ts `limits.message`). */
const MESSAGE_MAX_CHARACTERS = 2000

export const ContactRequests: CollectionConfig = {
  slug: 'contact-requests',
  labels: collectionLabels['contact-requests'],
  admin: {
    group: adminGroups.submissions,
    useAsTitle: 'email',
    defaultColumns: ['createdAt', 'audience', 'name', 'surname', 'company', 'delivery.status'],
    components: submissionListActions,
  },
  access: submissionAccess,
  endpoints: submissionEndpoints('contact-requests'),
  fields: [
    {
      name: 'audience',
      label: w('Destinatari', 'Audience'),
      type: 'select',
      required: true,
      options: [
        { label: w('Horeca', 'Horeca'), value: 'horeca' },
        { label: w('Agenti', 'Agents'), value: 'agents' },
        { label: w('Produttori', 'Producers'), value: 'producers' },
        { label: w('Altro', 'Other'), value: 'other' },
      ],
      index: true,
    },
    {
      name: 'request',
      label: w('Richiesta', 'Request'),
      // Shown by the name the wizard gives it ("Diventare cliente"), not its key (the eighth check from outside).
      type: 'select',
      options: formRequestOptions,
      admin: {
        readOnly: true,
        description: w(
          'Il tipo di richiesta scelto nella pagina dei contatti',
          'The request type chosen on the contact page',
        ),
      },
    },
    {
      name: 'agent',
      label: w('Agente', 'Agent'),
      type: 'relationship',
      relationTo: 'agents',
      admin: {
        readOnly: true,
        description: w(
          'L’agente a cui ha scritto il visitatore, che riceve la richiesta',
          'The agent the visitor wrote to, who receives the request',
        ),
      },
    },
    ...personFields,
    { name: 'company', label: w('Azienda', 'Company'), type: 'text' },
    { name: 'address', label: w('Indirizzo', 'Address'), type: 'text' },
    {
      name: 'province',
      label: w('Provincia', 'Province'),
      type: 'text',
      admin: {
        description: w(
          'Sigla della provincia (nel modulo in inglese: il paese)',
          'Province code (English form: country)',
        ),
      },
    },
    {
      name: 'message',
      label: w('Messaggio', 'Message'),
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

/**
 * An application's CV and cover letter go with it: the files stayed, downloadable and named only `cv-<uuid>.pdf`,
 * after an editor deleted the application, on a candidate's request too (the eighth check from outside).
 */
const deleteApplicationFiles: CollectionAfterDeleteHook = async ({ doc, req }) => {
  const ids = [doc.cv, doc.coverLetter]
    .map((file: unknown) => (file && typeof file === 'object' ? (file as { id?: unknown }).id : file))
    .filter((id): id is number | string => typeof id === 'number' || typeof id === 'string')
  for (const id of new Set(ids)) {
    await req.payload.delete({ collection: 'application-files', id, overrideAccess: true, req })
  }
}

export const JobApplications: CollectionConfig = {
  slug: 'job-applications',
  labels: collectionLabels['job-applications'],
  hooks: { afterDelete: [deleteApplicationFiles] },
  admin: {
    group: adminGroups.submissions,
    useAsTitle: 'email',
    defaultColumns: ['createdAt', 'name', 'surname', 'area', 'delivery.status'],
    components: submissionListActions,
  },
  access: submissionAccess,
  endpoints: submissionEndpoints('job-applications'),
  fields: [
    ...personFields,
    {
      name: 'qualification',
      label: w('Titolo di studio', 'Qualification'),
      type: 'select',
      required: true,
      options: [
        { label: w('Diploma', 'Diploma'), value: 'diploma' },
        { label: w('Laurea triennale', 'Bachelor’s degree'), value: 'bachelor' },
        { label: w('Laurea magistrale', 'Degree'), value: 'degree' },
        { label: w('Altro', 'Other'), value: 'other' },
      ],
    },
    {
      name: 'area',
      label: w('Area di interesse', 'Area of interest'),
      type: 'select',
      required: true,
      options: [
        { label: w('Amministrazione', 'Administration'), value: 'administration' },
        {
          label: w('Logistica/gestione ordini/ufficio acquisti', 'Logistics/order management/purchasing office'),
          value: 'logistics',
        },
        { label: w('Ufficio marketing', 'Marketing office'), value: 'marketing' },
      ],
    },
    {
      name: 'cv',
      label: w('Curriculum vitae', 'CV'),
      type: 'upload',
      relationTo: 'application-files',
      required: true,
    },
    {
      name: 'coverLetter',
      label: w('Lettera di presentazione', 'Cover letter'),
      type: 'upload',
      relationTo: 'application-files',
      required: true,
    },
    ...submissionFields,
  ],
}

/**
 * A CV or cover letter an application holds is not deleted: both are required, and the database refused the delete
 * after the file was gone (the fourth check from outside found the same with a catalogue's PDF).
 */
const keepApplicationFile: CollectionBeforeDeleteHook = async ({ req, id }) => {
  const { totalDocs } = await req.payload.count({
    collection: 'job-applications',
    where: { or: [{ cv: { equals: id } }, { coverLetter: { equals: id } }] },
    overrideAccess: true,
    req,
  })
  if (totalDocs > 0) {
    refuseDelete(
      req,
      w(
        'Questo file è di una candidatura ricevuta: elimina prima la candidatura.',
        'This file belongs to an application received: delete the application first.',
      ),
      { applications: totalDocs },
    )
  }
}

/** CVs and cover letters: PDF only, private (editors alone read them). */
export const ApplicationFiles: CollectionConfig = {
  slug: 'application-files',
  labels: collectionLabels['application-files'],
  admin: { group: adminGroups.submissions, hidden: ({ user }) => user?.collection !== 'users' },
  access: submissionAccess,
  hooks: { beforeDelete: [keepApplicationFile] },
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
