'use client'

import { useEffect } from 'react'

import { clearDrafts } from '@/lib/form-drafts'

/** On a success page: the kept draft of the form sent (`names`: its draft's name) has done its job. */
export function DraftCleaner({ names }: { names: string[] }) {
  useEffect(() => clearDrafts(...names), [names])
  return null
}
