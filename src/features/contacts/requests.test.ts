import { describe, expect, it } from 'vitest'

import { formRequestKeys } from '@/cms/fields/request-options'

import { requestTypes } from './requests'

describe('the contact page’s requests', () => {
  it('a contact request stores one of the admin’s options: every request answered by a form is one', () => {
    const answeredByForm = requestTypes.filter((request) => request.answer.kind === 'form').map(({ key }) => key)
    expect([...answeredByForm].sort()).toEqual([...formRequestKeys].sort())
  })
})
