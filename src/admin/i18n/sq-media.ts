import type { EN_MEDIA } from './en-media.ts';

/**
 * The words of the `ordering` of items by drag and keyboard, of a collection's `images`, of an
 * item's look in search results and shared links, and of an image's `focalPoint`, in Albanian. Part of the admin's catalogue (sq.ts takes them in), apart only to keep the files short.
 */
export const SQ_MEDIA: typeof EN_MEDIA = {
  ordering: {
    change: 'Ndrysho renditjen',
    done: 'Mbaro renditjen',
    changeOf: (what) => `Ndrysho renditjen e ${what}`,
    doneOf: (what) => `Mbaro renditjen e ${what}`,
    label: (many) => `Renditja: ${many}`,
    all: (n, many) => `Të ${n} (${many}), cilado faqe ose kërkim që tregonte lista: renditja është e të gjithave. `,
    help: (moving, after) =>
      `Tërhiqni ${moving} nga doreza, ose fokusoni dorezën, shtypni Enter, lëvizni me shigjetat dhe shtypni Enter përsëri. Çdo lëvizje ruhet dhe publikohet${after}.`,
    moving: (lower) => `një ${lower}`,
    siteFollows: '; menutë, listat dhe lidhjet para/mbrapa të faqes ndjekin këtë renditje',
    move: (title) => `Lëviz ${title}`,
    saved: (what) => `Renditja (${what}) u ruajt.`,
    failed: (what) => `Ruajtja e renditjes (${what}) dështoi. Ju lutemi provoni përsëri.`,
  },
  images: {
    add: 'Shto fotografi',
    addTitle: (many) => `Shto ${many}`,
    chooseParent: (parent) => `${parent.one}: zgjidhni një nga lista.`,
    chooseImages: 'Zgjidhni një ose më shumë fotografi.',
    added: (n) => `${n} fotografi u shtuan me sukses!`,
    notAdded: (failed, n) =>
      `${failed} ${n === 1 ? 'Një fotografi nuk u shtua' : `${n} fotografi nuk u shtuan`}; shihni më poshtë.`,
    unsaved: 'Fotografitë që zgjodhët nuk janë shtuar ende.',
    choose: 'Zgjidhni…',
    images: 'Fotografitë',
    drop: 'Lëshoni fotografitë këtu',
    hint: 'Fotografi JPEG, PNG, WebP ose AVIF; lëshoni ose zgjidhni disa njëherësh.',
    uploading: 'Po ngarkohen…',
    upload: (n) => (n > 1 ? `Ngarko ${n} fotografi` : 'Ngarko'),
    filterBy: (parent) => `Filtro sipas ${parent.of}`,
    none: (images) => `Ende nuk ka ${images.some}.`,
    count: (n) => `${n} ${n === 1 ? 'fotografi' : 'fotografi'}`,
    ofParent: (title) => `fotografitë e ${title}`,
    orderOf: (title) => `Renditja e fotografive të ${title}`,
    moving: 'një fotografi',
    imageNumber: (id) => `Fotografia #${id}`,
    orderWhat: (many, title) => `${many} e ${title}`,
    tileName: (title, n) => `${title}, fotografia ${n}`,
    states: { waiting: 'Në pritje', sending: 'Po ngarkohet', done: 'U shtua', failed: 'Nuk u shtua' },
    progress: 'Ecuria e ngarkimit të të gjitha fotografive',
    addedOf: (added, n) => `${added} nga ${n} u shtuan`,
  },
  sharing: {
    title: 'Në rezultatet e kërkimit dhe në lidhjet e ndara',
    inLanguage: (language) => `Faqja në ${language.toLowerCase()}`,
    searchResult: 'Rezultati i kërkimit',
    linkCard: 'Lidhja e ndarë',
    automatic: 'Nga fillimi i përshkrimit: shkruani një përshkrim për kërkimet për të zgjedhur fjalët.',
    count: (n, cut) => (n > cut ? `${n} shenja: rezultatet e presin pas rreth ${cut}` : `${n} nga rreth ${cut} shenja`),
    noImage: 'Pa fotografi: shtoni një fotografi kryesore ose një fotografi për lidhjet e ndara.',
    noTitle: 'Ende pa titull: shfaqet këtu ndërsa shkruhet',
    noDescription: 'Ende pa përshkrim: motorët e kërkimit zgjedhin vetë fjalë nga faqja.',
  },
  focalPoint: {
    title: 'Pika e fokusit',
    of: (label) => `Pika e fokusit: ${label}`,
    help: 'Klikoni mbi subjektin e fotografisë, ose fokusoni pikën dhe lëvizeni me shigjetat (Shift: 10 njëherësh). Çdo prerje që bën faqja e mban në pamje.',
    value: (x, y) => `${x}% nga e majta, ${y}% nga lart`,
    centre: 'Kthe në qendër',
    fields: 'Pikat e fokusit',
    setOf: (name) => `Caktoni pikën e fokusit: ${name}`,
    save: 'Ruaj',
    crops: 'Si e pret faqja',
    cropNames: {
      card: 'Karta',
      gallery: 'Galeria dhe listat',
      heroPhone: 'Banderola në telefon',
      heroWide: 'Banderola në ekran të gjerë',
    },
  },
};
