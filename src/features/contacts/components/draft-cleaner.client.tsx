'use client'

import { useEffect } from 'react'

import { clearDrafts } from './form-hooks.client'

/** On a success page: the form's kept draft has done its job. */
export function DraftCleaner() {
  useEffect(() => clearDrafts(), [])
  return null
}
