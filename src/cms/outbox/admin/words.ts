import { w } from '../../admin-labels'

/**
 * The submissions' own admin controls (the CSV export, the delivery's retry), in the admin's two languages
 * (`inAdminLanguage` with Payload's `i18n`): they were English in the Italian admin (the fifth check from outside).
 */
export const outboxWords = {
  exportCsv: w('Esporta CSV', 'Export CSV'),
  retry: w('Riprova la consegna', 'Retry delivery'),
  queued: w('Consegna rimessa in coda.', 'Delivery queued.'),
  failed: w('Non è stato possibile rimettere in coda la consegna.', 'Could not queue the delivery.'),
  channels: w('Canali consegnati', 'Channels delivered'),
  noChannel: w('Nessun canale ancora consegnato.', 'No channel delivered yet.'),
}
