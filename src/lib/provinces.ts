/**
 * Every Italian province (107: provinces, metropolitan cities and the free consortia of Sicily), with its
 * two-letter code and its region: the contact forms' province list (spec §3, "Contact form") and the provinces an
 * agent covers (the agents page finds the agent of a province). Names are Italian in both languages, as on a
 * number plate; regions have an English name where English has one.
 */
export type Region = { it: string; en: string }

export type Province = { code: string; name: string; region: Region }

const regions = {
  abruzzo: { it: 'Abruzzo', en: 'Abruzzo' },
  basilicata: { it: 'Basilicata', en: 'Basilicata' },
  calabria: { it: 'Calabria', en: 'Calabria' },
  campania: { it: 'Campania', en: 'Campania' },
  emilia: { it: 'Emilia-Romagna', en: 'Emilia-Romagna' },
  friuli: { it: 'Friuli Venezia Giulia', en: 'Friuli Venezia Giulia' },
  lazio: { it: 'Lazio', en: 'Lazio' },
  liguria: { it: 'Liguria', en: 'Liguria' },
  lombardia: { it: 'Lombardia', en: 'Lombardy' },
  marche: { it: 'Marche', en: 'Marche' },
  molise: { it: 'Molise', en: 'Molise' },
  piemonte: { it: 'Piemonte', en: 'Piedmont' },
  puglia: { it: 'Puglia', en: 'Apulia' },
  sardegna: { it: 'Sardegna', en: 'Sardinia' },
  sicilia: { it: 'Sicilia', en: 'Sicily' },
  toscana: { it: 'Toscana', en: 'Tuscany' },
  trentino: { it: 'Trentino-Alto Adige', en: 'Trentino-South Tyrol' },
  umbria: { it: 'Umbria', en: 'Umbria' },
  valleDAosta: { it: 'Valle d’Aosta', en: 'Aosta Valley' },
  veneto: { it: 'Veneto', en: 'Veneto' },
} satisfies Record<string, Region>

const table: Record<keyof typeof regions, [code: string, name: string][]> = {
  abruzzo: [
    ['AQ', 'L’Aquila'],
    ['CH', 'Chieti'],
    ['PE', 'Pescara'],
    ['TE', 'Teramo'],
  ],
  basilicata: [
    ['MT', 'Matera'],
    ['PZ', 'Potenza'],
  ],
  calabria: [
    ['CZ', 'Catanzaro'],
    ['CS', 'Cosenza'],
    ['KR', 'Crotone'],
    ['RC', 'Reggio Calabria'],
    ['VV', 'Vibo Valentia'],
  ],
  campania: [
    ['AV', 'Avellino'],
    ['BN', 'Benevento'],
    ['CE', 'Caserta'],
    ['NA', 'Napoli'],
    ['SA', 'Salerno'],
  ],
  emilia: [
    ['BO', 'Bologna'],
    ['FE', 'Ferrara'],
    ['FC', 'Forlì-Cesena'],
    ['MO', 'Modena'],
    ['PR', 'Parma'],
    ['PC', 'Piacenza'],
    ['RA', 'Ravenna'],
    ['RE', 'Reggio Emilia'],
    ['RN', 'Rimini'],
  ],
  friuli: [
    ['GO', 'Gorizia'],
    ['PN', 'Pordenone'],
    ['TS', 'Trieste'],
    ['UD', 'Udine'],
  ],
  lazio: [
    ['FR', 'Frosinone'],
    ['LT', 'Latina'],
    ['RI', 'Rieti'],
    ['RM', 'Roma'],
    ['VT', 'Viterbo'],
  ],
  liguria: [
    ['GE', 'Genova'],
    ['IM', 'Imperia'],
    ['SP', 'La Spezia'],
    ['SV', 'Savona'],
  ],
  lombardia: [
    ['BG', 'Bergamo'],
    ['BS', 'Brescia'],
    ['CO', 'Como'],
    ['CR', 'Cremona'],
    ['LC', 'Lecco'],
    ['LO', 'Lodi'],
    ['MN', 'Mantova'],
    ['MI', 'Milano'],
    ['MB', 'Monza e della Brianza'],
    ['PV', 'Pavia'],
    ['SO', 'Sondrio'],
    ['VA', 'Varese'],
  ],
  marche: [
    ['AN', 'Ancona'],
    ['AP', 'Ascoli Piceno'],
    ['FM', 'Fermo'],
    ['MC', 'Macerata'],
    ['PU', 'Pesaro e Urbino'],
  ],
  molise: [
    ['CB', 'Campobasso'],
    ['IS', 'Isernia'],
  ],
  piemonte: [
    ['AL', 'Alessandria'],
    ['AT', 'Asti'],
    ['BI', 'Biella'],
    ['CN', 'Cuneo'],
    ['NO', 'Novara'],
    ['TO', 'Torino'],
    ['VB', 'Verbano-Cusio-Ossola'],
    ['VC', 'Vercelli'],
  ],
  puglia: [
    ['BA', 'Bari'],
    ['BT', 'Barletta-Andria-Trani'],
    ['BR', 'Brindisi'],
    ['FG', 'Foggia'],
    ['LE', 'Lecce'],
    ['TA', 'Taranto'],
  ],
  sardegna: [
    ['CA', 'Cagliari'],
    ['NU', 'Nuoro'],
    ['OR', 'Oristano'],
    ['SS', 'Sassari'],
    ['SU', 'Sud Sardegna'],
  ],
  sicilia: [
    ['AG', 'Agrigento'],
    ['CL', 'Caltanissetta'],
    ['CT', 'Catania'],
    ['EN', 'Enna'],
    ['ME', 'Messina'],
    ['PA', 'Palermo'],
    ['RG', 'Ragusa'],
    ['SR', 'Siracusa'],
    ['TP', 'Trapani'],
  ],
  toscana: [
    ['AR', 'Arezzo'],
    ['FI', 'Firenze'],
    ['GR', 'Grosseto'],
    ['LI', 'Livorno'],
    ['LU', 'Lucca'],
    ['MS', 'Massa-Carrara'],
    ['PI', 'Pisa'],
    ['PO', 'Prato'],
    ['PT', 'Pistoia'],
    ['SI', 'Siena'],
  ],
  trentino: [
    ['BZ', 'Bolzano'],
    ['TN', 'Trento'],
  ],
  umbria: [
    ['PG', 'Perugia'],
    ['TR', 'Terni'],
  ],
  valleDAosta: [['AO', 'Aosta']],
  veneto: [
    ['BL', 'Belluno'],
    ['PD', 'Padova'],
    ['RO', 'Rovigo'],
    ['TV', 'Treviso'],
    ['VE', 'Venezia'],
    ['VR', 'Verona'],
    ['VI', 'Vicenza'],
  ],
}

/** The provinces sorted by name, as a visitor looks for theirs. */
export const provinces: readonly Province[] = Object.entries(table)
  .flatMap(([region, rows]) =>
    rows.map(([code, name]) => ({ code, name, region: regions[region as keyof typeof regions] })),
  )
  .sort((a, b) => a.name.localeCompare(b.name, 'it'))

export const provinceCodes: readonly string[] = provinces.map((p) => p.code)

const byCode = new Map(provinces.map((p) => [p.code, p]))

export function provinceByCode(code: string): Province | undefined {
  return byCode.get(code.toUpperCase())
}
