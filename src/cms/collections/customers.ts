import type { CollectionConfig } from 'payload'

import { editorOrSelf, isEditor, isEditorField } from '../access'
import { adminGroups, collectionLabels } from '../admin-labels'
import {
  endSessionsOnNewPassword,
  enforcePasswordPolicy,
  equalTimeForUnknownAccounts,
  refuseInactiveLogin,
  refuseInactiveRefresh,
} from '../auth/hooks'
import { authOptions } from '../auth/options'

/**
 * Trade customers: accounts created and changed by editors. They sign in to the reserved area, never to the
 * admin, and read only their own account.
 */
export const Customers: CollectionConfig = {
  slug: 'customers',
  labels: collectionLabels['customers'],
  admin: { group: adminGroups.reserved, useAsTitle: 'email', defaultColumns: ['email', 'company', 'city', 'active'] },
  auth: authOptions('customer', { tokenExpiration: 7 * 24 * 60 * 60 }),
  hooks: {
    beforeOperation: [enforcePasswordPolicy('it'), equalTimeForUnknownAccounts, refuseInactiveRefresh],
    beforeValidate: [endSessionsOnNewPassword],
    beforeLogin: [refuseInactiveLogin],
  },
  access: {
    admin: () => false,
    read: editorOrSelf,
    create: isEditor,
    // Accounts are the editors' to manage (DESIGN.md): a customer could otherwise rewrite their own company, VAT
    // number and sign-in e-mail through the API. A customer's own way to a new password is the reset by e-mail.
    update: isEditor,
    delete: isEditor,
  },
  fields: [
    { name: 'name', type: 'text', required: true },
    { name: 'company', type: 'text', required: true },
    { name: 'vatNumber', label: 'VAT number', type: 'text', required: true },
    { name: 'city', type: 'text' },
    {
      name: 'active',
      type: 'checkbox',
      defaultValue: true,
      access: { update: isEditorField, create: isEditorField },
      admin: { description: 'An inactive customer cannot enter the reserved area' },
    },
  ],
}
