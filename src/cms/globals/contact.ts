import type { GlobalConfig } from 'payload'

import { anyone, isEditor } from '../access'
import { adminGroups, globalLabels } from '../admin-labels'
import { revalidateGlobal } from '../hooks/revalidate'

/**
 * The company's contact facts, their one home: address, phone and e-mail, VAT number (the footer of every page
 * shows them), how to order, opening hours, and the offices with their people (the contact pages).
 */
export const Contact: GlobalConfig = {
  slug: 'contact',
  label: globalLabels['contact'],
  admin: { group: adminGroups.contacts },
  access: { read: anyone, update: isEditor },
  hooks: { afterChange: [revalidateGlobal('contact')] },
  fields: [
    { name: 'orders', type: 'textarea', localized: true },
    { name: 'timetable', type: 'textarea', localized: true },
    { name: 'address', type: 'textarea', localized: true, admin: { description: 'Shown in the footer of every page' } },
    {
      name: 'contact',
      type: 'textarea',
      localized: true,
      admin: { description: 'Phone and e-mail, shown in the footer of every page' },
    },
    { name: 'piva', label: 'VAT number', type: 'text', admin: { description: 'Shown in the footer of every page' } },
    {
      name: 'offices',
      type: 'array',
      admin: {
        description: 'Departments, each with e-mail and phone; forms are delivered to the office of their audience',
      },
      fields: [
        { name: 'name', type: 'text', required: true, localized: true },
        {
          name: 'audience',
          type: 'select',
          options: ['orders', 'administration', 'horeca', 'events', 'press', 'agents', 'producers', 'work'],
          admin: {
            description:
              'Which requests of the contact page this office answers: the wizard shows it for them, and the forms of its audience (horeca, agents, producers, work) are delivered to its e-mail',
          },
        },
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
