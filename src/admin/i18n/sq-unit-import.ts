import type { AdminText } from './en.ts';

/** "1 njësi", "3 rreshta": Albanian counts with the noun's plural. */
const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The words of the import and export of a building's units in Albanian; en-unit-import.ts is the shape. */
export const SQ_UNIT_IMPORT: Pick<AdminText, 'unitImport'> = {
  unitImport: {
    action: 'Importo',
    title: (building) => `Importo njësi në ${building}`,
    backToUnits: 'Njësitë e ndërtesës',
    intro:
      'Njësitë vijnë nga një fletë llogaritëse dhe njihen nga referenca e tyre: një referencë e re shton një njësi, një e njohur e ndryshon në kolonat që ka skedari. Asgjë nuk shkruhet derisa ta zbatoni importin.',
    steps: { file: '1. Fleta llogaritëse', columns: '2. Kolonat e saj', preview: '3. Çfarë do të bëjë importi' },
    file: 'Fleta llogaritëse',
    filePrompt: 'Lëreni fletën këtu',
    fileHint: 'Një libër Excel (.xlsx) ose një skedar CSV, me titujt e kolonave në rreshtin e parë.',
    fileChosen: (name) => `Zgjodhët: ${name}`,
    reading: 'Po lexohet skedari…',
    columnsHint:
      'Kolona e skedarit që mban secilën fushë, e gjetur nga titulli i saj. Një fushë që nuk është në skedar mbetet siç është për njësitë ekzistuese; një njësi e re merr vlerën e saj fillestare.',
    notInFile: '— nuk është në skedar —',
    keyMissing: 'Zgjidhni kolonën që mban referencat: njësitë njihen prej tyre.',
    fields: {
      reference: 'referenca',
      entrance: 'hyrja',
      floor: 'kati',
      unitType: 'lloji',
      rooms: 'dhomat',
      bathrooms: 'banjat',
      netArea: 'sipërfaqja neto',
      grossArea: 'sipërfaqja bruto',
      outdoorArea: 'ballkoni ose tarraca',
      orientation: 'orientimi',
      unitNote: 'shënimi në anglisht',
      shenimiNjesise: 'shënimi në shqip',
      price: 'çmimi',
      status: 'gjendja',
    },
    counts: {
      created: (n) => `${n} ${n === 1 ? 'e re' : 'të reja'}`,
      changed: (n) => `${n} ${n === 1 ? 'e ndryshuar' : 'të ndryshuara'}`,
      unchanged: (n) => `${n} pa ndryshim`,
      refused: (n) => `${count(n, 'rresht', 'rreshta')} ${n === 1 ? 'i refuzuar' : 'të refuzuar'}`,
    },
    summary: (created, changed, unchanged, refused) =>
      `${count(created, 'njësi e re', 'njësi të reja')}, ${changed} të ndryshuara, ${unchanged} pa ndryshim; ${count(refused, 'rresht', 'rreshta')} ${refused === 1 ? 'i refuzuar' : 'të refuzuar'}.`,
    refusedTitle: 'Rreshtat e refuzuar',
    refusedHint:
      'Asgjë nuk importohet sa kohë që një rresht është i refuzuar: korrigjoni fletën, pastaj zgjidheni përsëri.',
    refusal: (row, reasons) => `Rreshti ${row}: ${reasons}.`,
    reasons: {
      required: (field) => `${field} është bosh`,
      notNumber: (field, value) => `${field} ‘${value}’ nuk është numër`,
      notWholeNumber: (field, value) => `${field} ‘${value}’ nuk është numër i plotë`,
      tooSmall: (field, value, limit, inclusive) =>
        inclusive
          ? `${field} ‘${value}’ është më pak se ${limit}`
          : `${field} ‘${value}’ nuk është më shumë se ${limit}`,
      tooLarge: (field, value, limit) => `${field} ‘${value}’ është më shumë se ${limit}`,
      tooLong: (field, _value, limit) => `${field} ka më shumë se ${limit} shkronja`,
      unknownValue: (field, value, allowed) =>
        allowed ? `${field} ‘${value}’ nuk është një nga: ${allowed}` : `${field} ‘${value}’ nuk njihet`,
      badRooms: (field, value) => `${field} ‘${value}’ nuk është shkruar si dhoma gjumi+ndenja, si 2+1`,
      duplicateReference: (value, firstRow) => `referenca ‘${value}’ është edhe në rreshtin ${firstRow}`,
    },
    createdTitle: (n) => `Njësi të reja (${n})`,
    changedTitle: (n) => `Njësi të ndryshuara (${n})`,
    changedCaption: 'Çdo njësi e ndryshuar me fushat siç janë dhe siç i bën importi',
    columns: { unit: 'Njësia', row: 'Rreshti', changes: 'Ndryshimet' },
    change: (field, before, after) => `${field}: ${before} → ${after}`,
    emptyValue: 'bosh',
    rowOf: (row) => `rreshti ${row}`,
    showAll: (n) => `Shfaqi të ${n}`,
    apply: (created, changed) => `Importo: ${created} të reja, ${changed} të ndryshuara`,
    applying: 'Po importohet…',
    nothingToDo: 'Fleta nuk ndryshon asgjë: çdo njësi në të është tashmë ashtu.',
    applied: (created, changed) =>
      `U importua: ${count(created, 'njësi u shtua', 'njësi u shtuan')} dhe ${count(changed, 'njësi u ndryshua', 'njësi u ndryshuan')}. Shiriti i publikimit tregon kur i shfaq faqja.`,
    outdated: 'Njësitë ndryshuan pas parashikimit, i cili u bë përsëri: kontrollojeni, pastaj importoni përsëri.',
    fileErrors: {
      SPREADSHEET_UNREADABLE: 'Skedari nuk u lexua dot si fletë llogaritëse. Ruajeni përsëri si .xlsx ose CSV.',
      UNSUPPORTED_FILE: 'Kjo nuk është një fletë që importi lexon: ruajeni si libër Excel (.xlsx) ose si CSV.',
      FILE_TOO_LARGE: (mb) => `Skedari është më i madh se ${mb} MB.`,
      TOO_MANY_ROWS: (max) => `Skedari ka më shumë se ${max} rreshta: importojeni në pjesë.`,
    },
    export: 'Eksporto',
    exportAs: { csv: 'CSV', xlsx: 'Excel (.xlsx)' },
    exporting: 'Po eksportohet…',
    exportFailed: 'Eksporti nuk u bë dot. Ju lutemi provoni përsëri.',
  },
};
