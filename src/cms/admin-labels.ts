/**
 * The admin's own words for the groups of its side menu, its collections and its globals, in the admin's two
 * languages (Payload's i18n: Italian by default, English on the editor's choice; issue 15, item 6). Field labels
 * come from the fields' names (in English) unless a field says otherwise: the products' fields, the taxonomy's
 * groups and the product sheet's lines name themselves in both languages.
 */
type Words = { it: string; en: string }
const w = (it: string, en: string): Words => ({ it, en })

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

const labels = (singular: Words, plural: Words) => ({ singular, plural })

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
