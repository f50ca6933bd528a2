/**
 * What a rich text may reach (richTextFeatures), imported by the site's renderer (src/core/rich-text.tsx) without the
 * editor's features.
 */

/** The files a text may show or link to: the public pictures and documents, never a customer's download. */
export const embeddedUploads = ['media', 'documents'] as const
