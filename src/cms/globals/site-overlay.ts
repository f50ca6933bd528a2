import type { GlobalConfig } from 'payload'

import { anyone, isEditor } from '../access'
import { adminGroups, globalLabels, w } from '../admin-labels'
import { requiredWhen } from '../fields/company-facts'
import { validateLink } from '../fields/link-url'
import { wholeNumber } from '../fields/number-decimals'
import { revalidateGlobal } from '../hooks/revalidate'

/**
 * The site overlay (modal), per locale: it appears after `delay` seconds when the page-visit
 * count equals `pagesBeforeShow` and `show` is on.
 */
export const SiteOverlay: GlobalConfig = {
  slug: 'site-overlay',
  label: globalLabels['site-overlay'],
  admin: { group: adminGroups.site },
  access: { read: anyone, update: isEditor },
  hooks: { afterChange: [revalidateGlobal('site-overlay')] },
  fields: [
    {
      name: 'show',
      label: w('Mostra la finestra', 'Show the overlay'),
      type: 'checkbox',
      defaultValue: false,
      localized: true,
    },
    {
      type: 'row',
      fields: [
        {
          name: 'delay',
          label: w('Ritardo', 'Delay'),
          type: 'number',
          min: 0,
          max: 120,
          defaultValue: 5,
          localized: true,
          admin: { description: w('Secondi', 'Seconds') },
        },
        {
          name: 'pagesBeforeShow',
          label: w('Compare alla pagina', 'Shows on page'),
          type: 'number',
          min: 1,
          max: 50,
          defaultValue: 3,
          validate: wholeNumber(3),
          localized: true,
          admin: {
            description: w(
              'Il numero della pagina visitata su cui compare la finestra (1 = la prima)',
              'The number of the page visit the overlay shows on (1 = the first)',
            ),
          },
        },
      ],
    },
    {
      name: 'title',
      label: w('Titolo', 'Title'),
      type: 'text',
      localized: true,
      // The dialog's name (its heading): a shown overlay has one.
      validate: requiredWhen((siblings) => siblings.show === true, 160),
    },
    {
      name: 'mainParagraphTitle',
      label: w('Titolo del paragrafo principale', 'Main paragraph title'),
      type: 'text',
      localized: true,
    },
    {
      name: 'mainParagraphText',
      label: w('Testo del paragrafo principale', 'Main paragraph text'),
      type: 'textarea',
      localized: true,
    },
    {
      name: 'secondaryParagraphTitle',
      label: w('Titolo del paragrafo secondario', 'Secondary paragraph title'),
      type: 'text',
      localized: true,
    },
    {
      name: 'secondaryParagraphText',
      label: w('Testo del paragrafo secondario', 'Secondary paragraph text'),
      type: 'textarea',
      localized: true,
    },
    {
      name: 'linkUrl',
      label: w('Link del pulsante', 'Button link'),
      type: 'text',
      localized: true,
      validate: validateLink,
    },
    { name: 'linkCta', label: w('Testo del pulsante', 'Button text'), type: 'text', localized: true },
    { name: 'image', label: w('Immagine', 'Picture'), type: 'upload', relationTo: 'media', localized: true },
  ],
}
