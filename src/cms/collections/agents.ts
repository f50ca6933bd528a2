import type { CollectionConfig } from 'payload'

import { provinces } from '@/lib/provinces'

import { anyone, isEditor } from '../access'
import { adminGroups, collectionLabels } from '../admin-labels'
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
    { name: 'name', type: 'text', required: true },
    { name: 'image', type: 'upload', relationTo: 'media' },
    { name: 'role', type: 'text', localized: true },
    { name: 'area', type: 'text', localized: true },
    {
      name: 'provinces',
      type: 'select',
      hasMany: true,
      options: provinces.map((p) => ({ label: `${p.name} (${p.code})`, value: p.code })),
      admin: { description: 'The provinces the agent covers: the agents page finds the agent of a province by them' },
    },
    { name: 'abstract', type: 'textarea', localized: true },
    { name: 'description', type: 'textarea', localized: true },
    { name: 'email', type: 'email' },
    { name: 'phone', type: 'text' },
    { name: 'order', type: 'number', defaultValue: 0 },
  ],
}
