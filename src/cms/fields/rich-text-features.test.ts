import { defaultEditorFeatures } from '@payloadcms/richtext-lexical'
import { describe, expect, it } from 'vitest'

import { linkedCollections } from './link-url'
import { richTextFeatures } from './rich-text-features'

/** The twenty-fourth check from outside: what the rich text's editor offers an editor to put in a text. */
describe('richTextFeatures', () => {
  const features = richTextFeatures({ defaultFeatures: defaultEditorFeatures, rootFeatures: [] }) as {
    key: string
    serverFeatureProps?: Record<string, unknown>
  }[]
  const props = (key: string) => features.find((feature) => feature.key === key)?.serverFeatureProps

  it('offers no relationship to other documents, which the site cannot show', () => {
    expect(features.map((feature) => feature.key)).not.toContain('relationship')
    expect(features.map((feature) => feature.key)).toEqual(expect.arrayContaining(['link', 'upload', 'heading']))
  })

  it('uploads the public pictures and documents only, and links the documents with a page', () => {
    expect(props('upload')).toMatchObject({ enabledCollections: ['media', 'documents'] })
    expect(props('link')).toMatchObject({ enabledCollections: [...linkedCollections] })
  })

  it('starts headings at h2, under the page’s own title', () => {
    expect(props('heading')).toMatchObject({ enabledHeadingSizes: ['h2', 'h3', 'h4'] })
  })

  it('keeps each feature once', () => {
    const keys = features.map((feature) => feature.key)
    expect(new Set(keys).size).toBe(keys.length)
  })
})
