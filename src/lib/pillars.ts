/**
 * The special projects (pillars) of spec §3, each a product-card stamp: the CMS's project codes, the demo
 * seed's and the filter list's (only these projects are listed, spec §7.6).
 */
export const pillarCodes = ['tradizione', 'sostenibilita', 'mixology', 'wine-legacy'] as const
export type PillarCode = (typeof pillarCodes)[number]
