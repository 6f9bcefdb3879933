import type { EN_LIVE_PREVIEW } from './en-live-preview.ts';

/**
 * The words of the live preview beside an item's form (`livePreview`), in Albanian. Part of the
 * admin's catalogue (sq.ts takes them in), apart only to keep the files short.
 */
export const SQ_LIVE_PREVIEW: typeof EN_LIVE_PREVIEW = {
  livePreview: {
    toggle: 'Parapamja e drejtpërdrejtë',
    heading: 'Parapamja e drejtpërdrejtë',
    open: 'Shfaq parapamjen',
    close: 'Mbyll parapamjen',
    frame: 'Faqja siç do ta tregojë sajti, nga formulari',
    pageLanguage: 'Gjuha e faqes',
    screen: 'Gjerësia e ekranit',
    phone: 'Telefon',
    desktop: 'Kompjuter',
    updating: 'Po përditësohet…',
    notSaved: 'E paruajtur: sajti ndryshon kur ruani.',
    waitsForFields: 'Parapamja pret fushat e shënuara në formular.',
    noPage: 'Faqja shfaqet sapo të ketë një titull në anglisht ose në shqip.',
    failed: 'Parapamja nuk u shfaq dot. Provon përsëri ndërsa shkruani.',
  },
};
