import { demoAccountContext } from '@/cms/auth/demo-context'

import { bannerPicture, documentPdf, portraitPicture } from '../assets'
import { agents, contact, contactQuestions } from '../data/contacts'
import { simplifiedConditions } from '../data/editorial'
import { bibliography, downloads } from '../data/reserved'
import { banner, customer, overlay, settings } from '../data/site'
import { byLocale, type SeedWriter } from '../writer'

const company = 'Vinea Distribuzione'

/** Site settings, contacts, agents, banner and overlay, reserved-area content and the demo customer. */
export async function seedSite(writer: SeedWriter, log: (m: string) => void): Promise<void> {
  await writer.batch(async () => {
    const conditions = async (locale: 'it' | 'en') =>
      writer.document(
        `condizioni-semplificate-${locale}`,
        await documentPdf({ ...simplifiedConditions[locale], company, locale }),
        { it: simplifiedConditions.it.title, en: simplifiedConditions.en.title },
      )
    await writer.global(
      'site-settings',
      { companyName: settings.companyName, social: settings.social, b2bStoreUrl: settings.b2bStoreUrl },
      {
        it: { salesConditionsPdf: await conditions('it') },
        en: { salesConditionsPdf: await conditions('en') },
      },
    )

    // Array rows keep their localized names per language only under the same row ids: give them fixed ones.
    const offices = (locale: 'it' | 'en') =>
      contact.offices.map((o, i) => ({
        id: `office-${i + 1}`,
        name: o.name[locale],
        audience: o.audience,
        email: o.email,
        phone: o.phone,
        people: o.people.map((p, j) => ({
          id: `office-${i + 1}-person-${j + 1}`,
          name: p.name,
          role: p.role[locale],
          email: p.email,
          phone: p.phone,
        })),
      }))
    const texts = byLocale({
      orders: contact.orders,
      timetable: contact.timetable,
      address: contact.address,
      contact: contact.contact,
    })
    await writer.global(
      'contact',
      { piva: contact.piva },
      {
        it: { ...texts.it, offices: offices('it') },
        en: { ...texts.en, offices: offices('en') },
      },
    )

    for (const [order, a] of agents.entries()) {
      const image = await writer.picture(`agent-${order + 1}`, await portraitPicture({ name: a.name }), {
        it: `Ritratto di ${a.name}`,
        en: `Portrait of ${a.name}`,
      })
      await writer.create(
        'agents',
        { name: a.name, image, email: a.email, phone: a.phone, provinces: a.provinces, order },
        byLocale({ role: a.role, area: a.area, abstract: a.abstract, description: a.description }),
      )
    }
    for (const [order, q] of contactQuestions.entries()) {
      await writer.create(
        'contact-questions',
        { order },
        {
          it: {
            title: q.title.it,
            text: q.text.it,
            cta: q.cta ? { label: q.cta.label.it, url: q.cta.url.it } : undefined,
          },
          en: {
            title: q.title.en,
            text: q.text.en,
            cta: q.cta ? { label: q.cta.label.en, url: q.cta.url.en } : undefined,
          },
        },
      )
    }
  })
  log(`contacts, ${agents.length} agents, ${contactQuestions.length} questions`)

  await writer.batch(async () => {
    const large = await writer.picture(
      'banner-large',
      await bannerPicture({ title: banner.picture, subtitle: company, variant: 'large' }),
      banner.alt,
    )
    const small = await writer.picture(
      'banner-small',
      await bannerPicture({ title: banner.picture, subtitle: company, variant: 'small' }),
      banner.alt,
    )
    await writer.global(
      'site-banner',
      { showBanner: banner.show, imageLarge: large, imageSmall: small },
      byLocale({ linkBanner: banner.link }),
    )
    const { imageAlt: altIt, ...it } = overlay.it
    const { imageAlt: altEn, ...en } = overlay.en
    // The overlay's picture is per language (its title is drawn on it): one for each.
    const overlayPicture = async (name: string, title: string, alt: string) =>
      writer.picture(name, await bannerPicture({ title, subtitle: company, variant: 'small' }), { it: alt, en: alt })
    const image = {
      it: await overlayPicture('overlay', it.title, altIt),
      en: await overlayPicture('overlay-en', en.title, altEn),
    }
    await writer.global('site-overlay', {}, { it: { ...it, image: image.it }, en: { ...en, image: image.en } })

    for (const [order, b] of bibliography.entries()) {
      await writer.create(
        'bibliography',
        { title: b.title, authors: b.authors, publisher: b.publisher, year: b.year, order },
        byLocale({ note: b.note }),
      )
    }
    for (const [order, d] of downloads.entries()) {
      const pdf = await documentPdf({
        title: d.title.it,
        company,
        locale: 'it',
        sections: d.pages.map((p, i) => ({ heading: i === 0 ? d.description.it : '', text: p.it })),
      })
      await writer.create(
        'downloads',
        { code: d.code, order },
        byLocale({ title: d.title, description: d.description }),
        { data: pdf, name: `${d.code}.pdf`, mimetype: 'application/pdf' },
      )
    }
    // The demo customer's password is published: only the seed may set it (the password policy refuses it).
    const options = writer.options()
    await writer.payload.create({
      collection: 'customers',
      data: { ...customer, active: true },
      ...options,
      context: { ...options.context, ...demoAccountContext },
    })
  })
  log(`banner, overlay, ${bibliography.length} books, ${downloads.length} downloads, 1 customer`)
}
