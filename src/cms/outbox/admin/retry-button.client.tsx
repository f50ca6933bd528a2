'use client'

import { useDocumentInfo, useTranslation } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useState } from 'react'

import { inAdminLanguage } from '../../admin-labels'
import { outboxWords } from './words'

/**
 * In a submission's delivery panel: queues its delivery again now (the channels already delivered are not sent
 * twice). For a submission whose delivery failed after its last retry, or to hurry one that waits for the next.
 */
export function RetryButton() {
  const { id, collectionSlug } = useDocumentInfo()
  const router = useRouter()
  const translation = useTranslation()
  const say = (words: keyof typeof outboxWords) => inAdminLanguage(translation, outboxWords[words])
  const [state, setState] = useState<'idle' | 'busy' | 'queued' | 'error'>('idle')
  if (!id || !collectionSlug) return null
  const retry = async () => {
    setState('busy')
    const response = await fetch(`/api/${collectionSlug}/${id}/retry-delivery`, {
      method: 'POST',
      credentials: 'include',
    }).catch(() => null)
    setState(response?.ok ? 'queued' : 'error')
    if (response?.ok) setTimeout(() => router.refresh(), 1500)
  }
  return (
    <div style={{ margin: '0.5rem 0 1rem' }}>
      <button
        type="button"
        className="btn btn--style-secondary btn--size-small"
        onClick={retry}
        disabled={state === 'busy'}
      >
        {say('retry')}
      </button>
      <p role="status" style={{ margin: '0.25rem 0 0', fontSize: '0.8rem' }}>
        {state === 'queued' ? say('queued') : state === 'error' ? say('failed') : ''}
      </p>
    </div>
  )
}
