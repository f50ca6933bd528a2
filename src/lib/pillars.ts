/**
 * The four special projects (pillars), each a product-card stamp: the CMS's project codes, the demo
 * seed's and the filter list's (the project filter lists only these).
 */
export const pillarCodes = ['tradizione', 'sostenibilita', 'mixology', 'wine-legacy'] as const
export type PillarCode = (typeof pillarCodes)[number]
