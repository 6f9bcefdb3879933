import type { Noun } from './nouns.ts';

/**
 * The words of the media library (`mediaLibrary`: its screen of every image), of adding many
 * images to it at once (`mediaUpload`) and of one image's screen (`mediaItem`), in English. Part of
 * the admin's catalogue (en.ts takes them in), apart only to keep the files short.
 */
export const EN_MEDIA_LIBRARY = {
  mediaLibrary: {
    /** The library's images as its pager counts them: the kind's own noun is the library's name. */
    images: {
      one: 'Image',
      many: 'Images',
      manyLower: 'images',
      lower: 'image',
      item: 'image',
      of: 'image',
      some: 'images',
    } as Noun,
    search: 'Search the library',
    searchPlaceholder: 'File name, or alternative text in English or Albanian',
    type: 'File type',
    altText: 'Alternative text',
    /** The choices of the filter by alternative text. */
    altChoices: { without: 'Missing', with: 'Written, or decorative' },
    sorts: {
      uploadedAt: { asc: 'Uploaded: oldest first', desc: 'Uploaded: newest first' },
      originalBytes: { asc: 'Size: smallest first', desc: 'Size: largest first' },
      name: { asc: 'Name A–Z', desc: 'Name Z–A' },
    },
    grid: 'Grid',
    columns: {
      image: 'Image',
      name: 'Name',
      type: 'Type',
      size: 'Size',
      dimensions: 'Dimensions',
      uploaded: 'Uploaded',
    },
    /** The mark of an image without an alternative text in either language that is not decorative. */
    noAlt: 'No alternative text',
    decorative: 'Decorative',
    none: 'The library has no images yet. Drop images in the box above, or choose them, to add the first ones.',
    /** Narrowed to the images without an alternative text, and there are none. */
    allDescribed: 'Every image has an alternative text, or is marked decorative.',
    /** The filter by whether any item shows an image, and how many places show one. */
    use: 'Use',
    useChoices: { unused: 'Not used anywhere', used: 'Used' },
    timesUsed: (n: number) => (n === 0 ? 'Not used' : n === 1 ? 'Used once' : `Used ${n} times`),
    /** Narrowed to the images no item shows, and there are none. */
    allUsed: 'Every image is used somewhere.',
    unnamed: (id: number) => `Image #${id}`,
  },
  /** Choosing images already in the library, for an item's image field or a collection. */
  mediaChooser: {
    open: 'Choose from the library',
    /** The dialog's title: for a field ("Project image"), or for a collection's new images. */
    titleFor: (field: string) => `Choose the ${field.toLowerCase()} from the library`,
    titleMany: 'Choose images from the library',
    choose: (name: string) => `Choose ${name}`,
    /** A tile of the dialog for many: chosen or not, as its pressed state says. */
    select: (name: string) => `Select ${name}`,
    addChosen: (n: number) => (n === 1 ? 'Add 1 image' : `Add ${n} images`),
    /** The field's choice as its preview names it. */
    chosenFrom: (name: string) => `From the library: ${name}`,
    /** Under a field whose image says nothing of what it shows, linked to the image's screen. */
    noAltText: 'This image has no alternative text, so a screen reader says only the title.',
    describe: 'Describe it in the library',
  },
  /** Adding many images to the library at once, each on its own, from its screen. */
  mediaUpload: {
    title: 'Add images',
    drop: 'Drop images here',
    hint: (size: string, atOnce: number) =>
      `JPEG, PNG, WebP or AVIF images of up to ${size} each. Drop or choose many at once: each is added on its own, ${atOnce} at a time, and one refused does not stop the others.`,
    /** `preparing`: sent, and the API makes its sizes. */
    states: { waiting: 'Waiting', sending: 'Uploading', preparing: 'Preparing…', done: 'Added', failed: 'Not added' },
    /** One file's bar, as a screen reader names it. */
    progressOf: (name: string) => `Upload of ${name}`,
    summary: (added: number, failed: number, total: number) =>
      `${added} of ${total} added${failed > 0 ? `, ${failed} not added` : ''}`,
    list: 'Images being added',
    clear: 'Clear this list',
    openShort: 'Open',
    open: (name: string) => `Open ${name}`,
  },
  /** One image's screen: its file, its texts, its focal point, its replacement and its delete. */
  mediaItem: {
    original: 'The file as uploaded',
    name: 'Name',
    type: 'Type',
    size: 'Size',
    dimensions: 'Dimensions',
    uploadedBy: 'Uploaded by',
    uploadedAt: 'Uploaded on',
    notRecorded: 'Not recorded',
    /** The file's facts as an image's history names them, beside its texts. */
    fileFacts: {
      originalName: 'File name',
      originalType: 'File type',
      originalBytes: 'File size',
      originalWidth: 'Width',
      originalHeight: 'Height',
      uploadedBy: 'Uploaded by',
      uploadedAt: 'Uploaded on',
    },
    notKept: 'This image was stored before the library kept the files as uploaded, so what they were is not recorded.',
    texts: 'What the image shows',
    altLabel: 'Alternative text',
    altHint:
      'What someone who cannot see the image needs to know of it, in a sentence: “The entrance of Parisi Towers at dusk”, not “image”, “photo of” or the file name.',
    decorative: 'Decorative: it adds nothing the page does not say already',
    decorativeHint:
      'The site then gives it an empty alternative text (alt=""), so that screen readers pass over it. The texts above are kept, but not used.',
    save: 'Save',
    replace: 'Replace the file',
    replaceHint:
      'A new file takes this one’s place: the image keeps its texts and its number, and every page that shows it shows the new file.',
    replaceDrop: 'Drop the new image here',
    replaced: 'The file was replaced.',
    replaceFailed: 'The file was not replaced.',
    /** Before the places a refused delete names, each a link. */
    usedIn: 'It is used in these places:',
    /** The image's own list of the places that show it. */
    whereUsed: 'Where used',
    notUsed: 'Not used anywhere — you can delete it.',
    /** Beside a place whose unpublished changes only show the image. */
    inChanges: 'In unpublished changes',
    /** A place that uses the image: the item's title, its field, and whether only its unpublished changes show it. */
    placeText: (title: string, field: string) => `${title} (${field})`,
  },
};
