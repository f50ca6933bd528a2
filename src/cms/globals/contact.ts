import type { GlobalConfig } from 'payload'

import { anyone, isEditor } from '../access'
import { adminGroups, globalLabels, w } from '../admin-labels'
import { requiredText, validatePhone, validateVatNumber } from '../fields/company-facts'
import { revalidateGlobal } from '../hooks/revalidate'

const inEveryFooter = w('Compare nel piè di pagina di tutte le pagine', 'Shown in the footer of every page')

/**
 * The company's contact facts, their one home: address, phone and e-mail, VAT number (the footer of every page
 * shows them), how to order, opening hours, and the offices with their people (the contact pages).
 */
export const Contact: GlobalConfig = {
  slug: 'contact',
  label: globalLabels['contact'],
  admin: { group: adminGroups.contacts },
  access: { read: anyone, update: isEditor },
  hooks: { afterChange: [revalidateGlobal('contact')] },
  fields: [
    { name: 'orders', label: w('Come ordinare', 'How to order'), type: 'textarea', localized: true },
    { name: 'timetable', label: w('Orari', 'Opening hours'), type: 'textarea', localized: true },
    {
      name: 'address',
      label: w('Indirizzo', 'Address'),
      type: 'textarea',
      localized: true,
      validate: requiredText(300),
      admin: { description: inEveryFooter },
    },
    {
      name: 'contact',
      label: w('Telefono ed e-mail', 'Phone and e-mail'),
      type: 'textarea',
      localized: true,
      admin: {
        description: w(
          'Telefono ed e-mail, compaiono nel piè di pagina di tutte le pagine',
          'Phone and e-mail, shown in the footer of every page',
        ),
      },
    },
    {
      name: 'piva',
      label: w('Partita IVA', 'VAT number'),
      type: 'text',
      validate: validateVatNumber,
      admin: { description: inEveryFooter },
    },
    {
      name: 'offices',
      label: w('Uffici', 'Offices'),
      labels: { singular: w('Ufficio', 'Office'), plural: w('Uffici', 'Offices') },
      type: 'array',
      admin: {
        description: w(
          'I reparti, ciascuno con e-mail e telefono; i moduli arrivano all’ufficio dei loro destinatari',
          'Departments, each with e-mail and phone; forms are delivered to the office of their audience',
        ),
      },
      fields: [
        { name: 'name', label: w('Nome', 'Name'), type: 'text', required: true, localized: true },
        {
          name: 'audience',
          label: w('Destinatari', 'Audience'),
          type: 'select',
          options: [
            { label: w('Ordini', 'Orders'), value: 'orders' },
            { label: w('Amministrazione', 'Administration'), value: 'administration' },
            { label: w('Horeca', 'Horeca'), value: 'horeca' },
            { label: w('Eventi e formazione', 'Events and training'), value: 'events' },
            { label: w('Stampa', 'Press'), value: 'press' },
            { label: w('Agenti', 'Agents'), value: 'agents' },
            { label: w('Produttori', 'Producers'), value: 'producers' },
            { label: w('Lavora con noi', 'Work with us'), value: 'work' },
          ],
          admin: {
            description: w(
              'A quali richieste della pagina contatti risponde questo ufficio: la procedura guidata lo indica per quelle richieste, e i moduli dei suoi destinatari (Horeca, agenti, produttori, lavora con noi) arrivano alla sua e-mail',
              'Which requests of the contact page this office answers: the wizard shows it for them, and the forms of its audience (horeca, agents, producers, work) are delivered to its e-mail',
            ),
          },
        },
        { name: 'email', label: w('E-mail', 'E-mail'), type: 'email', required: true },
        { name: 'phone', label: w('Telefono', 'Phone'), type: 'text', validate: validatePhone },
        {
          name: 'people',
          label: w('Referenti', 'People'),
          labels: { singular: w('Referente', 'Person'), plural: w('Referenti', 'People') },
          type: 'array',
          fields: [
            { name: 'name', label: w('Nome', 'Name'), type: 'text', required: true },
            { name: 'role', label: w('Ruolo', 'Role'), type: 'text', localized: true },
            { name: 'email', label: w('E-mail', 'E-mail'), type: 'email' },
            { name: 'phone', label: w('Telefono', 'Phone'), type: 'text', validate: validatePhone },
          ],
        },
      ],
    },
  ],
}
