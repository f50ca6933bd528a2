'use client'

import { useEffect } from 'react'

import { clearDrafts } from '../forms/drafts'

/** On a success page: the form's kept draft has done its job. */
export function DraftCleaner() {
  useEffect(() => clearDrafts(), [])
  return null
}
