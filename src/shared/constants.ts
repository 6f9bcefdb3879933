/** Business constants of docs/product.md#constants-and-limits and the limits the API enforces. Every number lives here once. */

export const LOADING_SCREEN_MS = 2650;
export const FADE_MS = 500;
export const GALLERY_SPEED_MS = 500;
export const IMAGE_LAZY_MARGIN_PX = 600;
export const NAV_HIDE_SCROLL_PX = 110;

export const VACANCIES_PAGE_SIZE = 3;
/** How many cards of a long list (news, projects, buildings) show at first and come with each "Show more". */
export const LIST_PAGE_SIZE = 12;
export const HOME_VIDEO_COUNT = 3;

export const MENU_ITEMS = 5;
export const MENU_NEWS_ITEMS = 3;
export const SUBMENU_CARDS = 3;
export const SUBMENU_CARDS_WIDE = 4;
export const SUBMENU_CARDS_WIDE_MIN_PX = 3199;
export const SUBMENU_CARDS_WIDEST = 5;
export const SUBMENU_CARDS_WIDEST_MIN_PX = 3899;

export const PROJECT_SELECTOR_ENTRIES = 8;
export const PROJECT_SELECTOR_ENTRIES_EXPANDED = 11;
export const PROJECT_SELECTOR_WIDE_MIN_PX = 2560;

export const BREAKPOINT_SM_PX = 576;
export const BREAKPOINT_MD_PX = 768;
export const BREAKPOINT_LG_PX = 1024;
export const BREAKPOINT_XL_PX = 1200;

export const GALLERY_SLIDES = 2;
export const GALLERY_SLIDES_NARROW = 1;

export const MODAL_ZOOM_MIN = 0.5;
export const MODAL_ZOOM_MAX = 3;
export const MODAL_ZOOM_STEP = 0.1;

export const NEWS_SLIDER_ITEMS = 4;
export const NEWS_SLIDER_ITEMS_EXPANDED = 6;
/** How many of the newest news items the slider moves through. */
export const NEWS_SLIDER_FEED_ITEMS = 24;

export const SCROLL_TARGET_DELAY_MS = 1500;
export const SCROLL_TARGET_EXTRA_DELAY_MS = 300;
export const SMOOTH_SCROLL_DURATION_MS = 1500;
export const SMOOTH_SCROLL_OFFSET_PX = 100;
export const SMOOTH_SCROLL_MIN_WIDTH_PX = 768;

export const ADMIN_CREATE_REDIRECT_MS = 1000;

export const JOB_PREVIEW_CHARS = 75;
export const PROJECT_DESCRIPTION_PREVIEW_CHARS = 100;
export const NEWS_CARD_PREVIEW_CHARS = 80;
export const NEWS_CARD_ELLIPSIS_AFTER_CHARS = 90;
export const NEWS_SLIDER_PREVIEW_CHARS = 100;
/** How much of an entity's text a page's meta description keeps; the product names no length for it. */
export const META_DESCRIPTION_CHARS = 100;

export const WORKING_HOURS = {
  weekdays: { open: '8:00', close: '16:00' },
  saturday: { open: '8:00', close: '12:00' },
  sunday: null,
} as const;

/** The company's time zone: the day a news item is dated, and the times the admin shows. */
export const COMPANY_TIME_ZONE = 'Europe/Tirane';

export const MAX_IMAGE_BYTES = 15 * 1024 * 1024;
export const MAX_CATALOG_PDF_BYTES = 50 * 1024 * 1024;
export const MAX_CV_BYTES = 10 * 1024 * 1024;

/** Widths the API encodes every uploaded image at, for `srcset`; never wider than the original. */
export const IMAGE_WIDTHS_PX = [480, 960, 1600, 2400] as const;

export const MAX_TITLE_CHARS = 200;
export const MAX_ADDRESS_CHARS = 300;
export const MAX_DESCRIPTION_CHARS = 20_000;
export const MAX_SPEC_BOX_CHARS = 80;
/** An image's alternative text in one language (docs/decisions/034-media-library.md): a sentence or two, as screen readers read it. */
export const MAX_ALT_TEXT_CHARS = 300;
/** An uploaded file's own name as kept beside it, as most file systems allow it. */
export const MAX_FILE_NAME_CHARS = 255;
export const MAX_URL_CHARS = 2000;
export const MAX_NAME_CHARS = 100;
export const MAX_EMAIL_CHARS = 254;
/** A phone number of the public forms has MIN_PHONE_CHARS to MAX_PHONE_CHARS characters (isPhoneNumber in domain-values.ts). */
export const MIN_PHONE_CHARS = 6;
export const MAX_PHONE_CHARS = 20;
export const MAX_MESSAGE_CHARS = 5000;

/** A unit's reference as the sales team writes it ("B2-07-04"), and its entrance or staircase ("A"). */
export const MAX_UNIT_REFERENCE_CHARS = 40;
export const MAX_UNIT_ENTRANCE_CHARS = 40;
/** A unit's note, in each language: a line or two. */
export const MAX_UNIT_NOTE_CHARS = 500;
/** The floors a unit may be on: underground ones are negative, the ground floor 0. */
export const MIN_UNIT_FLOOR = -10;
export const MAX_UNIT_FLOOR = 200;
export const MAX_UNIT_BATHROOMS = 20;
export const MAX_UNIT_AREA_M2 = 100_000;
export const MAX_UNIT_PRICE_EUR = 1_000_000_000;
export const MAX_UNIT_PLAN_PDF_BYTES = 20 * 1024 * 1024;
/**
 * A spreadsheet of a building's units, imported at once (docs/decisions/030-spreadsheet-import.md):
 * 2,000 units are about 150 KB of .xlsx or CSV, so the limits leave room for large buildings.
 */
export const MAX_UNIT_IMPORT_BYTES = 4 * 1024 * 1024;
export const MAX_UNIT_IMPORT_ROWS = 5000;
/** A reservation's note, for the sales team only (the buyer, the deposit): a line or two. */
export const MAX_RESERVATION_NOTE_CHARS = 500;
/** The dashboard lists the reservations that end within this many days from now: the week ahead. */
export const RESERVATIONS_AHEAD_DAYS = 7;
/** A zone drawn on a facade or a floor plan (#shared/entities/facade-zones.ts): a polygon, from a triangle up. */
export const MIN_ZONE_CORNERS = 3;
export const MAX_ZONE_CORNERS = 64;
/** How finely a zone's corner is kept, as a fraction of the image: a pixel of a 10,000 px picture. */
export const ZONE_FRACTION_STEPS = 10_000;

/** The shortest password an account may be given. */
export const MIN_PASSWORD_CHARS = 12;
export const MAX_PASSWORD_CHARS = 1024;

/** A day, for retentions counted in days (the trash, the activity log) and the daily jobs that keep them. */
export const DAY_MS = 24 * 60 * 60 * 1000;
