import type { Noun } from './nouns.ts';

/**
 * The words of the `ordering` of items by drag and keyboard, of a collection's `images`, of an
 * item's look in search results and shared links (`sharing`), and of an image's `focalPoint`, in English. Part of the admin's catalogue (en.ts takes them in), apart only to keep the files short.
 */
export const EN_MEDIA = {
  ordering: {
    change: 'Change order',
    done: 'Done ordering',
    changeOf: (what: string) => `Change the order of ${what}`,
    doneOf: (what: string) => `Done ordering ${what}`,
    label: (many: string) => `Order of ${many}`,
    all: (n: number, many: string) =>
      `All ${n} ${many}, whatever page or search the list showed: an order is of them all. `,
    help: (moving: string, after: string) =>
      `Drag ${moving} by its handle, or focus the handle, press Enter, move with the arrow keys and press Enter again. Each move is saved and published${after}.`,
    moving: (lower: string) => `a ${lower}`,
    siteFollows: "; the site's menus, lists and previous/next links follow this order",
    move: (title: string) => `Move ${title}`,
    saved: (what: string) => `Order of ${what} saved.`,
    failed: (what: string) => `Failed to save the order of ${what}. Please try again.`,
  },
  /** The image collections' screens (a project's gallery, a news item's pictures); `parent` is the parent's noun. */
  images: {
    add: 'Add images',
    addTitle: (many: string) => `Add ${many}`,
    chooseParent: (parent: Noun) => `Choose the ${parent.item} the images belong to.`,
    chooseImages: 'Choose one or more images.',
    added: (n: number) => `${n} images added successfully!`,
    notAdded: (failed: string, n: number) =>
      `${failed} ${n === 1 ? 'One image was' : `${n} images were`} not added; see below.`,
    unsaved: 'The images you chose are not added yet.',
    choose: 'Choose…',
    images: 'Images',
    drop: 'Drop images here',
    hint: 'JPEG, PNG, WebP or AVIF images; drop or choose several at once.',
    uploading: 'Uploading…',
    upload: (n: number) => (n > 1 ? `Upload ${n} images` : 'Upload'),
    filterBy: (parent: Noun) => `Filter by ${parent.lower}`,
    none: (images: Noun) => `No ${images.manyLower} yet.`,
    count: (n: number) => `${n} ${n === 1 ? 'image' : 'images'}`,
    ofParent: (title: string) => `the images of ${title}`,
    orderOf: (title: string) => `Order of the images of ${title}`,
    moving: 'an image',
    imageNumber: (id: number) => `Image #${id}`,
    orderWhat: (many: string, title: string) => `${many} of ${title}`,
    tileName: (title: string, n: number) => `${title}, image ${n}`,
    states: { waiting: 'Waiting', sending: 'Uploading', done: 'Added', failed: 'Not added' },
    progress: 'Upload progress of all images',
    addedOf: (added: number, n: number) => `${added} of ${n} added`,
  },
  /** How an item will look in a search result and a shared link (SearchPreview.tsx). */
  sharing: {
    title: 'In search results and shared links',
    inLanguage: (language: string) => `The ${language} page`,
    searchResult: 'Search result',
    linkCard: 'Shared link',
    automatic: 'From the start of the description: write a search description to choose the words.',
    /** "83 of about 160 characters". */
    count: (n: number, cut: number) =>
      n > cut ? `${n} characters: results cut after about ${cut}` : `${n} of about ${cut} characters`,
    noImage: 'No image: add a main image or an image for shared links.',
    /** In place of a title or a description the form does not have yet. */
    noTitle: 'No title yet: it shows here as it is typed',
    noDescription: 'No description yet: search engines then pick words of the page themselves.',
  },
  /** An image's focal point and the crops it keeps in view (FocalPointPicker.tsx); `label` is the image field's. */
  focalPoint: {
    title: 'Focal point',
    of: (label: string) => `Focal point: ${label}`,
    help: 'Click the subject of the photograph, or focus the point and move it with the arrow keys (Shift: 10 at a time). Every crop the site makes keeps it in view.',
    /** The point, as a screen reader says it. */
    value: (x: number, y: number) => `${x}% from the left, ${y}% from the top`,
    centre: 'Back to the centre',
    /** The field of an item's points, as its history and the activity log name it. */
    fields: 'Focal points',
    /** A collection image card's button and its dialog's title; `name` is the image's (ImageCollectionList.tsx). */
    setOf: (name: string) => `Set the focal point of ${name}`,
    save: 'Save',
    crops: 'How the site crops it',
    cropNames: {
      card: 'Card',
      gallery: 'Gallery and lists',
      heroPhone: 'Banner on a phone',
      heroWide: 'Banner on a wide screen',
    },
  },
};
