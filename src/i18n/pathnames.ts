import { companySlug } from '@/lib/company'

const c = companySlug

/**
 * Every route of the site: internal path (English folder names under
 * `src/app/(site)/[locale]`) → public path per locale. Italian is served without prefix, English under `/en`.
 */
export const pathnames = {
  '/': '/',
  '/page-not-found': '/404',
  '/blog': '/blog',
  '/blog/authors': { it: '/blog/autori', en: '/blog/authors' },
  '/blog/authors/[slug]': { it: '/blog/autori/[slug]', en: '/blog/authors/[slug]' },
  '/blog/[slug]': '/blog/[slug]',
  '/candidates': '/candidati',
  '/catalogues': { it: '/cataloghi', en: '/catalogues' },
  '/catalogues/[catalogue]': { it: '/cataloghi/[catalogue]', en: '/catalogues/[catalogue]' },
  '/contacts': { it: '/contatti', en: '/contacts' },
  '/contacts/agents': { it: '/contatti/per-agenti', en: '/contacts/agents' },
  '/contacts/error': { it: '/contatti/errore', en: '/contacts/error' },
  '/contacts/horeca': { it: '/contatti/per-horeca', en: '/contacts/horeca' },
  '/contacts/producers': { it: '/contatti/per-produttori', en: '/contacts/producers' },
  '/contacts/request-sent': { it: '/contatti/richiesta-inviata', en: '/contacts/request-sent' },
  '/contacts/work-with-us': { it: '/contatti/lavora-con-noi', en: '/contacts/work-with-us' },
  '/contacts/work-with-us/application-sent': {
    it: '/contatti/lavora-con-noi/candidatura-inviata',
    en: '/contacts/work-with-us/application-sent',
  },
  '/contacts/work-with-us/error': { it: '/contatti/lavora-con-noi/errore', en: '/contacts/work-with-us/error' },
  '/cookie-policy': '/cookie-policy',
  '/credits': '/credits',
  '/news-events': '/news-eventi',
  '/news-events/article/[event]': '/news-eventi/articolo/[event]',
  '/news-events/company-news': `/news-eventi/news-${c}`,
  '/news-events/events': '/news-eventi/eventi',
  '/news-events/news': '/news-eventi/news',
  '/news-events/producer-news': '/news-eventi/news-produttori',
  '/news-events/vineyard-tales': '/news-eventi/racconti-in-vigna',
  '/login': '/login',
  '/login/forgot-password': { it: '/login/password-dimenticata', en: '/login/forgot-password' },
  '/login/reset-password': { it: '/login/reimposta-password', en: '/login/reset-password' },
  '/newsletter': '/newsletter',
  '/newsletter/check-inbox': { it: '/newsletter/controlla-la-posta', en: '/newsletter/check-your-inbox' },
  '/newsletter/confirm': { it: '/newsletter/conferma', en: '/newsletter/confirm' },
  '/newsletter/unsubscribe': { it: '/newsletter/disiscrizione', en: '/newsletter/unsubscribe' },
  '/newsletter/unsubscribed': { it: '/newsletter/disiscrizione-confermata', en: '/newsletter/unsubscribed' },
  '/our-projects': { it: '/i-nostri-progetti', en: '/our-projects' },
  '/our-projects/[project]': { it: '/i-nostri-progetti/[project]', en: '/our-projects/[project]' },
  '/our-projects/[project]/collection': {
    it: '/i-nostri-progetti/[project]/collezione',
    en: '/our-projects/[project]/collection',
  },
  '/philosophy': { it: '/filosofia', en: '/philosophy' },
  '/press-reviews': { it: '/rassegna-stampa', en: '/press-reviews' },
  '/press-reviews/about-our-cellars': {
    it: '/rassegna-stampa/dicono-delle-nostre-cantine',
    en: '/press-reviews/about-our-cellars',
  },
  '/press-reviews/about-us': { it: '/rassegna-stampa/dicono-di-noi', en: '/press-reviews/about-us' },
  '/press-reviews/article/[event]': { it: '/rassegna-stampa/articolo/[event]', en: '/press-reviews/article/[event]' },
  '/press-reviews/food-and-wine-stories': {
    it: '/rassegna-stampa/storie-enogastronomiche',
    en: '/press-reviews/newsfood-and-wine-stories',
  },
  '/privacy-policy': '/privacy-policy',
  '/producers': { it: '/produttori', en: '/producers' },
  '/producers/producer/[producer]': { it: '/produttori/produttore/[producer]', en: '/producers/producer/[producer]' },
  '/products': { it: '/prodotti', en: '/products' },
  '/products/color/[color]': { it: '/prodotti/colore/[color]', en: '/products/color/[color]' },
  '/products/country/[country]': { it: '/prodotti/nazione/[country]', en: '/products/country/[country]' },
  '/products/news': { it: '/prodotti/novita', en: '/products/news' },
  '/products/producer/[producer]': { it: '/prodotti/produttore/[producer]', en: '/products/producer/[producer]' },
  '/products/region/[region]': { it: '/prodotti/regione/[region]', en: '/products/region/[region]' },
  '/products/sheet/[product]': { it: '/prodotti/scheda/[product]', en: '/products/sheet/[product]' },
  '/products/sheet/[product]/pdf': { it: '/prodotti/scheda/[product]/pdf', en: '/products/sheet/[product]/pdf' },
  '/products/type/[type]': { it: '/prodotti/tipologia/[type]', en: '/products/type/[type]' },
  '/reserved-area': '/reserved-area',
  '/reserved-area/download': '/reserved-area/download',
  '/reserved-area/download/[file]': '/reserved-area/download/[file]',
  '/reserved-area/news': '/reserved-area/news',
  '/reserved-area/news/[slug]': '/reserved-area/news/[slug]',
  '/reserved-area/news/from-company': {
    it: '/reserved-area/news/dall-azienda',
    en: '/reserved-area/news/from-company',
  },
  '/reserved-area/news/from-market': { it: '/reserved-area/news/dal-mercato', en: '/reserved-area/news/from-market' },
  '/reserved-area/news/from-wine-world': {
    it: '/reserved-area/news/dal-mondo-del-vino',
    en: '/reserved-area/news/from-wine-world',
  },
  '/reserved-area/the-wine': { it: '/reserved-area/il-vino', en: '/reserved-area/the-wine' },
  '/reserved-area/the-wine/bibliography': {
    it: '/reserved-area/il-vino/bibliografia',
    en: '/reserved-area/the-wine/bibliography',
  },
  '/reserved-area/the-wine/wine-list-tips': {
    it: '/reserved-area/il-vino/consigli-carta-dei-vini',
    en: '/reserved-area/the-wine/wine-list-tips',
  },
  '/reserved-area/the-wine/wine-list-tips/[slug]': {
    it: '/reserved-area/il-vino/consigli-carta-dei-vini/[slug]',
    en: '/reserved-area/the-wine/wine-list-tips/[slug]',
  },
  '/reserved-area/training': { it: '/reserved-area/formazione', en: '/reserved-area/training' },
  '/reserved-area/training/courses': { it: '/reserved-area/formazione/corsi', en: '/reserved-area/training/courses' },
  '/reserved-area/training/courses/[slug]': {
    it: '/reserved-area/formazione/corsi/[slug]',
    en: '/reserved-area/training/courses/[slug]',
  },
  '/reserved-area/training/maso-matonari': {
    it: '/reserved-area/formazione/maso-matonari',
    en: '/reserved-area/training/maso-matonari',
  },
  '/reserved-area/training/word-of-winemaker': {
    it: '/reserved-area/formazione/parola-al-vignaiolo',
    en: '/reserved-area/training/word-of-winemaker',
  },
  '/sales-conditions': { it: '/condizioni-di-vendita', en: '/sales-conditions' },
  '/search': { it: '/cerca', en: '/search' },
  '/why': { it: `/perche-${c}`, en: `/why-${c}` },
  // Landing pages live below every other route: a fixed route always wins over a landing slug.
  '/[slug]': '/[slug]',
} as const

export type InternalPathname = keyof typeof pathnames

/** Routes without parameters: what a plain `<Link href="/…">` accepts. */
export type StaticPathname = Exclude<InternalPathname, `${string}[${string}`>
