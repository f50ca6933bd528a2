/**
 * The sign-ins of one account, one after the other in this process. Payload keeps an account's sessions as one list
 * that each sign-in reads before hashing the password and writes back after: two sign-ins of one account within
 * that time (an editor on the phone and the desktop, two colleagues sharing the office's account) each wrote the list
 * they had read, and the first one's session was lost, its browser sent back to the login page at the next click
 * (seen when the tests' two browsers signed the demo editor in at once). Several nodes can still meet so; one node
 * no longer does.
 */
const queues = ((globalThis as { [key: symbol]: Map<string, Promise<unknown>> })[
  Symbol.for('trade-catalogue.sign-in-queues')
] ??= new Map())

export async function oneAtATime<T>(key: string, run: () => Promise<T>): Promise<T> {
  const before = queues.get(key) ?? Promise.resolve()
  const mine = before.then(run, run)
  const settled = mine.then(
    () => undefined,
    () => undefined,
  )
  queues.set(key, settled)
  try {
    return await mine
  } finally {
    if (queues.get(key) === settled) queues.delete(key)
  }
}
