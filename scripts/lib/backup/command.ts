import { execFile } from 'node:child_process'

/**
 * A problem the operator can act on (a missing file, a damaged archive, a database of the other kind): the
 * commands print its message alone, without a stack, and exit 1.
 */
export class BackupError extends Error {}

type Options = { env?: Record<string, string>; what?: string }

/**
 * Runs a program (tar, pg_dump, pg_restore, psql) and resolves with its standard output. A failure, or a program
 * that is not installed, becomes a BackupError naming it with the last lines it wrote to standard error.
 */
export function runCommand(command: string, args: string[], options: Options = {}): Promise<string> {
  const what = options.what ?? command
  return new Promise((resolve, reject) => {
    execFile(
      command,
      args,
      // C locale: the listings parsed here (tar's dates, pg_restore's table of contents) keep one format.
      { env: { ...process.env, ...options.env, LC_ALL: 'C' }, maxBuffer: 256 * 1024 * 1024 },
      (error, stdout, stderr) => {
        if (!error) return resolve(stdout)
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
          return reject(new BackupError(`${what}: ${command} is not installed or not on the PATH`))
        }
        const said = stderr.trim().split('\n').slice(-6).join('\n') || error.message
        reject(new BackupError(`${what} failed:\n${said}`))
      },
    )
  })
}
