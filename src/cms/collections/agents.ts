import type { CollectionConfig } from 'payload'

import { provinces } from '@/lib/provinces'

import { anyone, isEditor, isEditorField } from '../access'
import { adminGroups, collectionLabels, w } from '../admin-labels'
import { validatePhone } from '../fields/company-facts'
import { orderField } from '../fields/order'
import { revalidateCollection } from '../hooks/revalidate'

/**
 * The sales agents (image, name, role, description, abstract, the provinces they cover), up to 50 shown on the
 * agents page, where a buyer finds the agent of their province and writes to them.
 */
export const Agents: CollectionConfig = {
  slug: 'agents',
  labels: collectionLabels['agents'],
  admin: { group: adminGroups.contacts, useAsTitle: 'name', defaultColumns: ['name', 'area', 'order'] },
  access: { read: anyone, create: isEditor, update: isEditor, delete: isEditor },
  hooks: revalidateCollection('agents'),
  defaultSort: 'order',
  fields: [
    { name: 'name', label: w('Nome', 'Name'), type: 'text', required: true },
    { name: 'image', label: w('Immagine', 'Picture'), type: 'upload', relationTo: 'media' },
    { name: 'role', label: w('Ruolo', 'Role'), type: 'text', localized: true },
    { name: 'area', label: w('Zona', 'Area'), type: 'text', localized: true },
    {
      name: 'provinces',
      label: w('Province', 'Provinces'),
      type: 'select',
      hasMany: true,
      options: provinces.map((p) => ({ label: `${p.name} (${p.code})`, value: p.code })),
      admin: {
        description: w(
          'Le province coperte dall’agente: la pagina degli agenti le usa per trovare l’agente di una provincia',
          'The provinces the agent covers: the agents page finds the agent of a province by them',
        ),
      },
    },
    { name: 'abstract', label: w('Breve presentazione', 'Abstract'), type: 'textarea', localized: true },
    { name: 'description', label: w('Descrizione', 'Description'), type: 'textarea', localized: true },
    // An agent's own address and mobile number: no page shows them (a buyer writes through the form, which mails
    // the agent from the server), so the API gives them to editors only.
    { name: 'email', label: w('E-mail', 'E-mail'), type: 'email', access: { read: isEditorField } },
    {
      name: 'phone',
      label: w('Telefono', 'Phone'),
      type: 'text',
      validate: validatePhone,
      access: { read: isEditorField },
    },
    orderField(),
  ],
}
