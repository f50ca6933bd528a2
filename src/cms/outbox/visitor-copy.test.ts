import { describe, expect, it } from 'vitest'

import { mailboxOf } from './visitor-copy'

describe('mailboxOf: the one mailbox several spellings reach', () => {
  it.each([
    ['visitor@example.com', 'visitor@example.com'],
    [' Visitor@Example.COM ', 'visitor@example.com'],
    ['visitor+1@example.com', 'visitor@example.com'],
    ['Visitor+news+x@example.com', 'visitor@example.com'],
    ['visitor+@example.com', 'visitor@example.com'],
    // Dots stay: only some providers ignore them. A name that starts with + keeps it.
    ['vis.itor@example.com', 'vis.itor@example.com'],
    ['+visitor@example.com', '+visitor@example.com'],
  ])('%s → %s', (email, mailbox) => expect(mailboxOf(email)).toBe(mailbox))
})
