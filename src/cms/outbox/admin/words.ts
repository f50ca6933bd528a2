/**
 * The submissions' own admin controls (the CSV export, the delivery's retry), in the admin's language: they were
 * English in the Italian admin (the fifth check from outside).
 */
const words = {
  it: {
    exportCsv: 'Esporta CSV',
    retry: 'Riprova la consegna',
    queued: 'Consegna rimessa in coda.',
    failed: 'Non è stato possibile rimettere in coda la consegna.',
  },
  en: {
    exportCsv: 'Export CSV',
    retry: 'Retry delivery',
    queued: 'Delivery queued.',
    failed: 'Could not queue the delivery.',
  },
}

/** The controls' words in `language` (Payload's `i18n.language`), Italian for any other. */
export const adminWords = (language: string | undefined) => (language === 'en' ? words.en : words.it)
