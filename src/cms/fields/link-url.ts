import { LinkFeature } from '@payloadcms/richtext-lexical'
import type { FieldAffectingData, TextFieldSingleValidation } from 'payload'

import { linkHref } from '@/lib/link-href'

const message = {
  it: 'Un indirizzo http:// o https://, mailto: o tel:, oppure un percorso del sito che inizia con /, senza spazi né virgolette',
  en: 'An http:// or https://, mailto: or tel: address, or a path of the site starting with /, without spaces or quotes',
}

/**
 * A typed link's address, checked by the server: one the site can show (src/lib/link-href.ts), or the editor is told
 * why, in the admin's language. Payload's own check lets `javascript:`, `data:` and `vbscript:` addresses through.
 */
export const linkUrlValidate =
  (base: TextFieldSingleValidation | undefined): TextFieldSingleValidation =>
  async (value, options) => {
    const linkType = (options.siblingData as { linkType?: string } | undefined)?.linkType
    if (linkType !== 'internal' && value && !linkHref(value)) {
      return options.req.i18n?.language === 'en' ? message.en : message.it
    }
    return base ? base(value, options) : true
  }

/** The documents with a public page a text may link to (src/core/rich-text.tsx makes their addresses). */
export const linkedCollections = ['products', 'producers', 'articles', 'pages'] as const

/**
 * The rich text's link feature, its address checked by `linkUrlValidate`, its internal links to the documents with a
 * page (the drawer offered customers and editors too: the twenty-fourth check from outside).
 */
export const checkedLinkFeature = () =>
  LinkFeature({
    enabledCollections: [...linkedCollections],
    fields: ({ defaultFields }) =>
      defaultFields.map((field: FieldAffectingData): FieldAffectingData =>
        field.name === 'url' && field.type === 'text' && !field.hasMany
          ? { ...field, validate: linkUrlValidate(field.validate) }
          : field,
      ),
  })

/**
 * An address an editor types in a field (the social links, the banner's and the overlay's links, a question's call
 * to action, a hero's, a press review's original): empty, or one the site can show, else the editor is told why.
 */
export const validateLink = linkUrlValidate(undefined)
