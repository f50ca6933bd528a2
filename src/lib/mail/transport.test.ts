import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { createMailTransport, parseMailbox } from './transport'

describe('mail transport', () => {
  it('without SMTP_URL, writes each mail as an .eml file', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mail-'))
    try {
      const transport = createMailTransport({ MAIL_DIR: dir })
      await transport.send({ from: 'a@example.com', to: 'b@example.com', subject: 'Prova', html: '<p>ciao</p>' })
      const files = fs.readdirSync(dir)
      expect(files).toHaveLength(1)
      const eml = fs.readFileSync(path.join(dir, files[0]!), 'utf8')
      expect(eml).toContain('Subject: Prova')
      expect(eml).toContain('To: b@example.com')
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })

  it('reads MAIL_FROM as a name and an address', () => {
    expect(parseMailbox('Vinea Distribuzione <no-reply@vinea.demo>')).toEqual({
      name: 'Vinea Distribuzione',
      address: 'no-reply@vinea.demo',
    })
    expect(parseMailbox('no-reply@vinea.demo')).toEqual({ name: '', address: 'no-reply@vinea.demo' })
  })
})
