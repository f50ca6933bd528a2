import type { CollectionConfig } from 'payload'

import { editorOrSelf, isEditor, isEditorField } from '../access'
import { adminGroups, collectionLabels, w } from '../admin-labels'
import {
  endSessionsOnDeactivation,
  endSessionsOnNewPassword,
  enforcePasswordPolicy,
  equalTimeForUnknownAccounts,
  noResetMailWhenInactive,
  refuseInactiveLogin,
  refuseInactiveRefresh,
} from '../auth/hooks'
import { authOptions } from '../auth/options'
import { validateVatNumber } from '../fields/company-facts'

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
    beforeOperation: [
      enforcePasswordPolicy('it'),
      equalTimeForUnknownAccounts,
      refuseInactiveRefresh,
      noResetMailWhenInactive,
    ],
    beforeValidate: [endSessionsOnNewPassword],
    beforeLogin: [refuseInactiveLogin],
    afterChange: [endSessionsOnDeactivation],
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
    { name: 'name', label: w('Nome', 'Name'), type: 'text', required: true },
    { name: 'company', label: w('Azienda', 'Company'), type: 'text', required: true },
    // Spec §1: the company sells only to Horeca operators holding a VAT number; "not a vat number!!" was saved (the
    // fourteenth check from outside).
    {
      name: 'vatNumber',
      label: w('Partita IVA', 'VAT number'),
      type: 'text',
      required: true,
      validate: validateVatNumber,
    },
    { name: 'city', label: w('Città', 'City'), type: 'text' },
    {
      name: 'active',
      label: w('Attivo', 'Active'),
      type: 'checkbox',
      defaultValue: true,
      access: { update: isEditorField, create: isEditorField },
      admin: {
        description: w(
          'Un cliente non attivo non può entrare nell’area riservata',
          'An inactive customer cannot enter the reserved area',
        ),
      },
    },
  ],
}
