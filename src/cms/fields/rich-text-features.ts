import { BlocksFeature, HeadingFeature, type LexicalEditorProps, UploadFeature } from '@payloadcms/richtext-lexical'

import { VideoEmbed } from '../blocks/video-embed'
import { checkedLinkFeature } from './link-url'
import { embeddedUploads } from './rich-text-scope'

/**
 * The rich text's tools (the twenty-fourth check from outside): Payload's defaults offered a "Relationship" to every
 * collection, customers and editors included, which the site printed as "unknown node"; an "Upload" of the reserved
 * downloads and of job applicants' files, public dead links with the file's name; a "Heading 1", a page's second
 * `h1`. Links (`checkedLinkFeature`) and uploads now reach the documents the site shows; headings start at `h2`, under
 * the page's title.
 */
export const richTextFeatures: Extract<LexicalEditorProps['features'], (...args: never[]) => unknown> = ({
  defaultFeatures,
}) => [
  ...defaultFeatures.filter((feature) => !['link', 'relationship', 'upload', 'heading'].includes(feature.key)),
  HeadingFeature({ enabledHeadingSizes: ['h2', 'h3', 'h4'] }),
  UploadFeature({ enabledCollections: [...embeddedUploads] }),
  checkedLinkFeature(),
  BlocksFeature({ blocks: [VideoEmbed] }),
]
