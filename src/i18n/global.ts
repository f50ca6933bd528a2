import type messages from '../../messages/it.json'
import type { routing } from './routing'

// Typed messages and locales for next-intl, from the Italian file (both files have the same keys).
declare module 'next-intl' {
  interface AppConfig {
    Locale: (typeof routing.locales)[number]
    Messages: typeof messages
  }
}

export type Messages = typeof messages
