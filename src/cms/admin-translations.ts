/**
 * Payload's Italian sentences that put a collection's or a global's name into a sentence with a masculine word
 * around it ("{{label}} duplicato con successo", "Crea nuovo {{label}}"): with a feminine name the admin wrote
 * "Pagina duplicato con successo." (the nineteenth check from outside) and "Crea nuovo Pagina". Payload fills
 * `{{label}}` with no gender to agree with, so ours are worded to agree with any: the name stands on its own, before
 * a colon or after a verb. Payload's trash and folders, which we do not use, are left as they are.
 */
export const italianAdminSentences = {
  fields: {
    addNewLabel: 'Crea {{label}}',
    newLabel: 'Crea {{label}}',
    uploadNewLabel: 'Carica {{label}}',
  },
  general: {
    createNewLabel: 'Crea {{label}}',
    creatingNewLabel: 'Creazione: {{label}}',
    deletedCountSuccessfully: 'Eliminazione riuscita: {{count}} {{label}}.',
    newLabel: 'Crea {{label}}',
    noResults:
      'Nessun risultato in «{{label}}»: non c’è ancora nessun documento, oppure nessuno corrisponde ai filtri indicati sopra.',
    selectedCount: 'Selezione: {{count}} {{label}}',
    showAllLabel: 'Mostra tutto: {{label}}',
    successfullyCreated: '{{label}}: creazione riuscita.',
    successfullyDuplicated: '{{label}}: copia creata.',
    titleDeleted: '{{label}} «{{title}}»: eliminazione riuscita.',
    updatedCountSuccessfully: 'Aggiornamento riuscito: {{count}} {{label}}.',
    updatedLabelSuccessfully: '{{label}}: aggiornamento riuscito.',
  },
  version: {
    noRowsFound: 'Nessun risultato: {{label}}',
  },
} as const
