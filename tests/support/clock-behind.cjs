// Preloaded into a test site (`NODE_OPTIONS=--require`): the process's performance clock
// (`performance.timeOrigin + performance.now()`) runs TEST_CLOCK_BEHIND_MS behind its wall clock (`Date.now()`), as a
// long-lived server's does after the machine was paused (11 s after half an hour of tests here; decision 071).
const behind = Number(process.env.TEST_CLOCK_BEHIND_MS ?? 11_000)
const origin = performance.timeOrigin - behind
Object.defineProperty(performance, 'timeOrigin', { value: origin, configurable: true })
