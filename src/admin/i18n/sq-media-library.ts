import type { EN_MEDIA_LIBRARY } from './en-media-library.ts';

/**
 * The words of the media library, of adding many images to it at once and of one image's screen,
 * in Albanian. Part of the admin's catalogue (sq.ts takes them in), apart only to keep the files short.
 */
export const SQ_MEDIA_LIBRARY: typeof EN_MEDIA_LIBRARY = {
  mediaLibrary: {
    images: {
      one: 'Fotografia',
      many: 'Fotografitë',
      manyLower: 'fotografitë',
      lower: 'fotografi',
      item: 'fotografi',
      of: 'fotografisë',
      some: 'fotografi',
    },
    search: 'Kërko në mediatekë',
    searchPlaceholder: 'Emri i skedarit, ose teksti alternativ në shqip ose në anglisht',
    type: 'Lloji i skedarit',
    altText: 'Teksti alternativ',
    altChoices: { without: 'Mungon', with: 'I shkruar, ose dekorative' },
    sorts: {
      uploadedAt: { asc: 'Ngarkuar: më të vjetrat së pari', desc: 'Ngarkuar: më të rejat së pari' },
      originalBytes: { asc: 'Madhësia: më të voglat së pari', desc: 'Madhësia: më të mëdhatë së pari' },
      name: { asc: 'Emri A–Zh', desc: 'Emri Zh–A' },
    },
    grid: 'Rrjetë',
    columns: {
      image: 'Fotografia',
      name: 'Emri',
      type: 'Lloji',
      size: 'Madhësia',
      dimensions: 'Përmasat',
      uploaded: 'Ngarkuar',
    },
    noAlt: 'Pa tekst alternativ',
    decorative: 'Dekorative',
    none: 'Mediateka nuk ka ende fotografi. Lëshoni fotografi në kutinë më sipër, ose zgjidhini, për të shtuar të parat.',
    allDescribed: 'Çdo fotografi ka tekst alternativ, ose është shënuar dekorative.',
    unnamed: (id) => `Fotografia #${id}`,
  },
  mediaUpload: {
    title: 'Shto fotografi',
    drop: 'Lëshoni fotografitë këtu',
    hint: (size, atOnce) =>
      `Fotografi JPEG, PNG, WebP ose AVIF deri në ${size} secila. Lëshoni ose zgjidhni shumë njëherësh: secila shtohet më vete, ${atOnce} njëkohësisht, dhe një e refuzuar nuk i ndal të tjerat.`,
    states: {
      waiting: 'Në pritje',
      sending: 'Po ngarkohet',
      preparing: 'Po përgatitet…',
      done: 'U shtua',
      failed: 'Nuk u shtua',
    },
    progressOf: (name) => `Ngarkimi i ${name}`,
    summary: (added, failed, total) => `${added} nga ${total} u shtuan${failed > 0 ? `, ${failed} nuk u shtuan` : ''}`,
    list: 'Fotografitë që po shtohen',
    clear: 'Pastro këtë listë',
    openShort: 'Hape',
    open: (name) => `Hap ${name}`,
  },
  mediaItem: {
    original: 'Skedari siç u ngarkua',
    name: 'Emri',
    type: 'Lloji',
    size: 'Madhësia',
    dimensions: 'Përmasat',
    uploadedBy: 'Ngarkuar nga',
    uploadedAt: 'Ngarkuar më',
    notRecorded: 'Nuk është regjistruar',
    fileFacts: {
      originalName: 'Emri i skedarit',
      originalType: 'Lloji i skedarit',
      originalBytes: 'Madhësia e skedarit',
      originalWidth: 'Gjerësia',
      originalHeight: 'Lartësia',
      uploadedBy: 'Ngarkuar nga',
      uploadedAt: 'Ngarkuar më',
    },
    notKept:
      'Kjo fotografi u ruajt para se mediateka të mbante skedarët siç ngarkohen, ndaj nuk është regjistruar si ishin.',
    texts: 'Çfarë tregon fotografia',
    altLabel: 'Teksti alternativ',
    altHint:
      'Çfarë duhet të dijë për fotografinë dikush që nuk e sheh, në një fjali: “Hyrja e Parisi Towers në muzg”, jo “fotografi”, “foto e” apo emri i skedarit.',
    decorative: 'Dekorative: nuk shton asgjë që faqja nuk e thotë tashmë',
    decorativeHint:
      'Faqja i jep atëherë një tekst alternativ bosh (alt=""), që lexuesit e ekranit ta kapërcejnë. Tekstet më sipër ruhen, por nuk përdoren.',
    save: 'Ruaj',
    replace: 'Zëvendëso skedarin',
    replaceHint:
      'Një skedar i ri zë vendin e këtij: fotografia mban tekstet dhe numrin e saj, dhe çdo faqe që e shfaq tregon skedarin e ri.',
    replaceDrop: 'Lëshoni fotografinë e re këtu',
    replaced: 'Skedari u zëvendësua.',
    replaceFailed: 'Skedari nuk u zëvendësua.',
    usedIn: 'Përdoret në këto vende:',
    placeText: (title, field, inChanges) => `${title} (${field}${inChanges ? ', në ndryshimet e papublikuara' : ''})`,
  },
};
