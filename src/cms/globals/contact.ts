import type { GlobalConfig } from 'payload'

import { anyone, isEditor } from '../access'
import { revalidateGlobal } from '../hooks/revalidate'

/** Contact content of spec §3: orders, timetable, offices with their people, VAT number, contact, address. */
export const Contact: GlobalConfig = {
  slug: 'contact',
  admin: { group: 'Contacts' },
  access: { read: anyone, update: isEditor },
  hooks: { afterChange: [revalidateGlobal('contact')] },
  fields: [
    { name: 'orders', type: 'textarea', localized: true },
    { name: 'timetable', type: 'textarea', localized: true },
    { name: 'address', type: 'textarea', localized: true },
    { name: 'contact', type: 'textarea', localized: true },
    { name: 'piva', label: 'VAT number', type: 'text' },
    {
      name: 'offices',
      type: 'array',
      admin: { description: 'Departments, each with e-mail and phone; forms are delivered to the office of their audience' },
      fields: [
        { name: 'name', type: 'text', required: true, localized: true },
        { name: 'audience', type: 'select', options: ['horeca', 'agents', 'producers', 'work', 'orders', 'administration'] },
        { name: 'email', type: 'email', required: true },
        { name: 'phone', type: 'text' },
        {
          name: 'people',
          type: 'array',
          fields: [
            { name: 'name', type: 'text', required: true },
            { name: 'role', type: 'text', localized: true },
            { name: 'email', type: 'email' },
            { name: 'phone', type: 'text' },
          ],
        },
      ],
    },
  ],
}
