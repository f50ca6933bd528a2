import { cookieValue } from './cookie-value'

/**
 * The age gate's flag (spec §3 "a separate cookie holds the adult flag", §6): set when a visitor says they are
 * 18 or over, for 604,800 s (7 days); nothing is stored for a minor. Read on the server from the request's
 * cookies (the gate's stylesheet, src/app/api/age-gate) and written by its endpoint.
 */
export const ADULT_COOKIE = 'adult'
export const ADULT_MAX_AGE = 604_800
export const ADULT_AGE = 18

/** Whether a cookie header carries the adult flag. */
export const isAdult = (cookieHeader: string | null | undefined): boolean =>
  cookieValue(cookieHeader, ADULT_COOKIE) === '1'
