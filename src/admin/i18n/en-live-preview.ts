/**
 * The words of the live preview beside an item's form (`livePreview`), in English. Part of the
 * admin's catalogue (en.ts takes them in), apart only to keep the files short.
 */
export const EN_LIVE_PREVIEW = {
  livePreview: {
    toggle: 'Live preview',
    heading: 'Live preview',
    open: 'Show preview',
    close: 'Close preview',
    frame: 'The page as the site will show it, from the form',
    pageLanguage: 'Page language',
    screen: 'Screen width',
    phone: 'Phone',
    desktop: 'Desktop',
    updating: 'Updating…',
    notSaved: 'Not saved: the site changes when you save.',
    waitsForFields: 'The preview waits for the fields marked in the form.',
    noPage: 'The page appears once there is a title in English or Albanian.',
    failed: 'The preview could not be shown. It tries again as you type.',
  },
};
