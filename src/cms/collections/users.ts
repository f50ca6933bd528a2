import type { CollectionConfig } from 'payload'

import { isEditor } from '../access'
import { adminGroups, collectionLabels, w } from '../admin-labels'
import { enforcePasswordPolicy, equalTimeForUnknownAccounts } from '../auth/hooks'
import { authOptions } from '../auth/options'
import { keepAnEditor } from '../hooks/keep-an-editor'

/** The distributor's editors: the people who sign in to `/admin/`. */
export const Users: CollectionConfig = {
  slug: 'users',
  labels: collectionLabels['users'],
  admin: { useAsTitle: 'email', group: adminGroups.admin },
  auth: authOptions('editor'),
  hooks: {
    beforeOperation: [enforcePasswordPolicy('admin'), equalTimeForUnknownAccounts],
    beforeDelete: [keepAnEditor],
  },
  access: {
    read: isEditor,
    create: isEditor,
    update: isEditor,
    delete: isEditor,
    admin: ({ req }) => req.user?.collection === 'users',
  },
  fields: [{ name: 'name', label: w('Nome', 'Name'), type: 'text' }],
}
