/**
 * Runs `callback` once the browser is idle, or after `timeout` ms at the latest. Safari has no requestIdleCallback:
 * there, at once after the current task.
 */
export const requestIdle = (callback: () => void, timeout: number): number =>
  typeof window.requestIdleCallback === 'function'
    ? window.requestIdleCallback(callback, { timeout })
    : window.setTimeout(callback, 1)

export const cancelIdle = (handle: number) =>
  typeof window.cancelIdleCallback === 'function' ? window.cancelIdleCallback(handle) : window.clearTimeout(handle)
