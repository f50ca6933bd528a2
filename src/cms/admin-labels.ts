/**
 * The admin's own words for the groups of its side menu, its collections and its globals, in the admin's two
 * languages (Payload's i18n: Italian by default, English on the editor's choice; issue 15, item 6). The fields name
 * themselves where they are declared, with `w(it, en)`; admin-labels.test.ts checks that every field an editor sees
 * does (decision 029).
 */
export type Words = { it: string; en: string }
/** An admin text in its two languages: a label, a description, a choice of a select. */
export const w = (it: string, en: string): Words => ({ it, en })

/**
 * A text the server answers an editor with (a validation message, a refusal), in the admin's language: the one
 * Payload resolved for the request (`req.i18n`), Italian when it has none.
 */
export const inAdminLanguage = (req: { i18n?: { language?: string } } | undefined, words: Words): string =>
  words[adminLanguage(req)]

/** The language Payload resolved for the request (`req.i18n`): the admin's choice, `Accept-Language`, else Italian. */
export const adminLanguage = (req: { i18n?: { language?: string } } | undefined): 'it' | 'en' =>
  req?.i18n?.language === 'en' ? 'en' : 'it'

/** The site's content languages as the admin names them, in the admin's own language (Payload's locale labels). */
export const contentLanguageLabels = {
  it: w('Italiano', 'Italian'),
  en: w('Inglese', 'English'),
} as const

export const adminGroups = {
  catalogue: w('Catalogo', 'Catalogue'),
  editorial: w('Contenuti editoriali', 'Editorial'),
  contacts: w('Contatti', 'Contacts'),
  reserved: w('Area riservata', 'Reserved area'),
  submissions: w('Richieste ricevute', 'Submissions'),
  files: w('Immagini e documenti', 'Pictures and documents'),
  site: w('Sito', 'Site'),
  admin: w('Amministrazione', 'Administration'),
} as const

/**
 * A collection's name in the admin's language, as a function of it: Payload resolves a function for each language of
 * the admin's client configuration, where an `{ it, en }` object reached one place as it was: the "+" beside every
 * relationship field was named "Add new [object Object]" for a screen reader (the eighteenth check from outside).
 */
const inLanguage =
  (words: Words) =>
  ({ i18n }: { i18n: { language?: string } }): string =>
    inAdminLanguage({ i18n }, words)

const labels = (singular: Words, plural: Words) => ({ singular: inLanguage(singular), plural: inLanguage(plural) })

export const collectionLabels = {
  products: labels(w('Prodotto', 'Product'), w('Prodotti', 'Products')),
  producers: labels(w('Produttore', 'Producer'), w('Produttori', 'Producers')),
  'taxonomy-terms': labels(w('Valore di filtro', 'Filter value'), w('Valori dei filtri', 'Filter values')),
  projects: labels(w('Progetto', 'Project'), w('Progetti', 'Projects')),
  catalogues: labels(w('Catalogo', 'Catalogue'), w('Cataloghi', 'Catalogues')),
  articles: labels(w('Articolo', 'Article'), w('Articoli', 'Articles')),
  authors: labels(w('Autore', 'Author'), w('Autori', 'Authors')),
  pages: labels(w('Pagina', 'Page'), w('Pagine', 'Pages')),
  testimonials: labels(w('Testimonianza', 'Testimonial'), w('Testimonianze', 'Testimonials')),
  agents: labels(w('Agente', 'Agent'), w('Agenti', 'Agents')),
  'contact-questions': labels(w('Domanda frequente', 'Question'), w('Domande frequenti', 'Questions')),
  bibliography: labels(w('Libro', 'Book'), w('Bibliografia', 'Bibliography')),
  downloads: labels(w('File da scaricare', 'Download'), w('File da scaricare', 'Downloads')),
  customers: labels(w('Cliente', 'Customer'), w('Clienti', 'Customers')),
  'contact-requests': labels(
    w('Richiesta di contatto', 'Contact request'),
    w('Richieste di contatto', 'Contact requests'),
  ),
  'job-applications': labels(w('Candidatura', 'Job application'), w('Candidature', 'Job applications')),
  'application-files': labels(
    w('Allegato di candidatura', 'Application file'),
    w('Allegati di candidature', 'Application files'),
  ),
  'newsletter-signups': labels(
    w('Iscrizione alla newsletter', 'Newsletter sign-up'),
    w('Iscrizioni alla newsletter', 'Newsletter sign-ups'),
  ),
  media: labels(w('Immagine', 'Picture'), w('Immagini', 'Pictures')),
  documents: labels(w('Documento', 'Document'), w('Documenti', 'Documents')),
  users: labels(w('Redattore', 'Editor'), w('Redattori', 'Editors')),
} as const

export const globalLabels = {
  'site-settings': w('Impostazioni del sito', 'Site settings'),
  contact: w('Recapiti', 'Contact details'),
  'site-banner': w('Banner del sito', 'Site banner'),
  'site-overlay': w('Finestra degli avvisi', 'Site overlay'),
} as const
