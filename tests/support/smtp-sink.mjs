#!/usr/bin/env node
// A local SMTP server for the test run: scripts/test-all.mjs starts it as its own process (the runner blocks on
// each test step) before the site and points the site's SMTP_URL at it. It accepts every mail without
// authentication and stores each as `<time>-<n>.eml` in the folder it is given, where tests read them.
//   node tests/support/smtp-sink.mjs <folder> <port>
import fs from 'node:fs'
import path from 'node:path'

import { SMTPServer } from 'smtp-server'

const [folder, port] = process.argv.slice(2)
if (!folder || !port) {
  console.error('usage: smtp-sink.mjs <folder> <port>')
  process.exit(2)
}
fs.mkdirSync(folder, { recursive: true })
let n = 0
const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    const chunks = []
    stream.on('data', (chunk) => chunks.push(chunk))
    stream.on('end', () => {
      const name = `${Date.now()}-${String(++n).padStart(4, '0')}.eml`
      fs.writeFileSync(path.join(folder, name), Buffer.concat(chunks))
      callback()
    })
  },
})
// A sender that dies with a mail open (a site killed by a test) breaks its connection: log it, keep serving.
server.on('error', (error) => console.error(`smtp sink: ${error.code ?? ''} ${error.message}`))
server.listen(Number(port), '127.0.0.1', () => console.log(`smtp sink on 127.0.0.1:${port}, mail in ${folder}`))
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)))
