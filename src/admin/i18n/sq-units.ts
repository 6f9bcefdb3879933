import type { UnitStatus } from '#shared/domain-values.ts';
import type { AdminText } from './en.ts';

/**
 * A status in running text, of one unit and of several: "u shënua e shitur", "u shënuan të shitura";
 * available is "në dispozicion" as on the site.
 */
const STATUS_WORDS: Record<UnitStatus, [string, string]> = {
  available: ['në dispozicion', 'në dispozicion'],
  reserved: ['e rezervuar', 'të rezervuara'],
  sold: ['e shitur', 'të shitura'],
  notOnSale: ['jo në shitje', 'jo në shitje'],
};

/** How many of a thing: "1 njësi", "3 njësi". */
const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The words of a building's units in Albanian; en-units.ts is the shape. */
export const SQ_UNITS: Pick<AdminText, 'units'> = {
  units: {
    ofBuilding: (building) => `Njësitë e ${building}`,
    building: 'Ndërtesa',
    allBuildings: 'Të gjitha ndërtesat',
    everyBuilding: 'Njësitë e të gjitha ndërtesave. Zgjidhni një për të parë inventarin e saj.',
    tally: 'Njësitë sipas gjendjes',
    total: (n) => count(n, 'njësi', 'njësi'),
    counts: {
      available: (n) => `${n} në dispozicion`,
      reserved: (n) => `${n} ${n === 1 ? 'e rezervuar' : 'të rezervuara'}`,
      sold: (n) => `${n} ${n === 1 ? 'e shitur' : 'të shitura'}`,
      notOnSale: (n) => `${n} jo në shitje`,
    },
    showOnly: (counted) => `Shfaq vetëm: ${counted}`,
    showEvery: (counted) => `${counted}; po shfaqen vetëm këto: shfaq çdo gjendje`,
    search: 'Kërko sipas referencës',
    searchPlaceholder: 'Referenca, si B2-07-04',
    floor: 'Kati',
    anyFloor: 'Çdo kat',
    floorNamed: (floor) => (floor === 0 ? 'Përdhesa' : `Kati ${floor}`),
    statusOf: (reference, status) => `Gjendja e ${reference}: ${status}`,
    history: 'Historiku',
    historyOf: (reference) => `Historiku i ${reference}`,
    savedMeanwhile: (reference, who, when) =>
      `Gjendja e ${reference} nuk u ndryshua: ${who ?? 'dikush tjetër'} e ruajti${when ? ` më ${when}` : ''}, pasi u shfaq kjo listë. Rreshti tani e tregon siç u ruajt; ndryshojeni përsëri nëse ende duhet.`,
    notChanged: (reference, why) => `Gjendja e ${reference} nuk u ndryshua. ${why}`,
    markAs: {
      available: 'Shëno si në dispozicion',
      reserved: 'Shëno si të rezervuara',
      sold: 'Shëno si të shitura',
      notOnSale: 'Shëno si jo në shitje',
    },
    bulkDone: (n, status) =>
      `${count(n, 'njësi u shënua', 'njësi u shënuan')} ${STATUS_WORDS[status][n === 1 ? 0 : 1]}.`,
    bulkKept: (n, refused) => `${count(n, 'njësi nuk u ndryshua', 'njësi nuk u ndryshuan')}: ${refused}`,
    bulkNone: (kept) => `Asnjë njësi nuk u ndryshua. ${kept}`,
    bulkSavedSince: (who) => `${who ?? 'dikush tjetër'} e ruajti pasi u shfaq kjo listë.`,
    until: (when) => `deri më ${when}`,
    reserve: {
      title: (what) => `Rezervo ${what}`,
      several: (n) => count(n, 'njësi', 'njësi'),
      until: 'E rezervuar deri më',
      zone: 'Sipas orës së Tiranës. Atëherë njësia kthehet vetë në dispozicion, po të mos jetë shitur më parë. Po ta lini bosh, mbetet e rezervuar derisa ta ndryshojë dikush.',
      ahead: (days) => (days === 7 ? 'Pas një jave' : 'Pas dy javësh'),
      note: 'Shënim',
      noteHint: 'Blerësi, kapari: vetëm për ekipin e shitjeve, kurrë në faqe.',
      confirm: 'Rezervo',
      inPast: 'Zgjidhni një çast në të ardhmen.',
    },
    ending: {
      title: 'Rezervimet që mbarojnë këtë javë',
      about:
        'Ato që mbarojnë në 7 ditët e ardhshme, sipas orës së Tiranës. Çdo njësi kthehet në dispozicion kur i mbaron rezervimi, po të mos jetë shitur më parë.',
      none: 'Asnjë rezervim nuk mbaron në 7 ditët e ardhshme.',
      caption: 'Rezervimet që mbarojnë në 7 ditët e ardhshme, më të afërtat së pari',
      columns: { unit: 'Njësia', ends: 'Mbaron (ora e Tiranës)', note: 'Shënim', by: 'Rezervuar nga' },
      ended: 'Mbaroi: po kthehet në dispozicion',
      notDone: 'Nuk u kthye në dispozicion: ndryshojeni me dorë',
    },
    prices: {
      title: 'Historiku i çmimit',
      from: (price, day) => `${price} që nga ${day}`,
      onRequest: 'Sipas kërkesës',
    },
  },
};
