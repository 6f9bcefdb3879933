import type { EN_FACADE } from './en-facade.ts';

/** The words of a building's facade zones screen, in Albanian. */
export const SQ_FACADE: typeof EN_FACADE = {
  facade: {
    link: 'Zonat e fasadës',
    title: (building) => `Zonat e fasadës: ${building}`,
    fields: 'Zonat e fasadës',
    noFacade: 'Shtoni së pari një fotografi të fasadës te ndërtesa: katet vizatohen mbi të.',
    noUnits: 'Ndërtesa nuk ka ende njësi: një zonë vizatohet për një kat që ka njësi.',
    editBuilding: 'Ndrysho ndërtesën',
    facadeTab: 'Fasada: katet',
    planTab: 'Planimetria tipike: njësitë',
    noPlan: 'Shtoni një planimetri tipike te ndërtesa për të vizatuar njësitë e saj.',
    floor: 'Kati',
    unit: 'Njësia',
    drawn: (name) => `${name} ✓`,
    floorFirst: 'Vizatoni së pari këtë kat në fasadë.',
    draw: 'Vizato me klikime',
    finish: 'Mbyll zonën',
    cancel: 'Anulo vizatimin',
    addCorner: 'Shto një kulm në qendër',
    deleteZone: 'Fshi zonën',
    save: 'Ruaj zonat',
    saving: 'Po ruhet…',
    saved: 'Zonat u ruajtën: faqet e katalogut ndjekin.',
    failed: 'Zonat nuk u ruajtën.',
    conflict: 'Dikush e ruajti ndërkohë këtë ndërtesë: ringarkoni faqen për të vizatuar mbi zonat e saj më të fundit.',
    unsaved: 'Ndryshime të paruajtura',
    help:
      'Vizatimi: shtypni “Vizato me klikime” dhe klikoni çdo kulm mbi fotografi, pastaj “Mbyll zonën” (ose Enter, ose klikoni kulmin e parë). ' +
      'Tërhiqni një kulm, ose vetë zonën, për ta lëvizur. Me tastierë: fokusoni një kulm (Tab) dhe lëvizeni me shigjetat ' +
      '(Shift: 10 herë më larg), Delete e heq; fokusoni zonën për ta lëvizur të tërën; “Shto një kulm në qendër” shton një pas kulmit të fokusuar së fundi.',
    drawing: (n) => `Vizatim: ${n} ${n === 1 ? 'kulm' : 'kulme'}; të paktën 3 bëjnë një zonë.`,
    corner: (n, of, x, y) => `Kulmi ${n} nga ${of}: ${x}% nga e majta, ${y}% nga lart`,
    zone: (name) => `Zona, ${name}: lëvizeni me shigjetat`,
    canvas: (name) => `Fotografia për zonën, ${name}`,
    tooFew: 'Një zonë mban të paktën 3 kulme.',
  },
};
