/** The admin routes of SPEC §2, exactly; `:param` marks a route parameter. */
const ADMIN = '/adminpage';

export const LOGIN_PATH = '/loginadmin';
export const DASHBOARD_PATH = ADMIN;

/** The four screens of a kind of content that admins write. */
export interface ResourcePaths {
  list: string;
  add: string;
  view: (id: number | string) => string;
  edit: (id: number | string) => string;
}

const resourcePaths = (list: string, add: string, view: string, edit: string): ResourcePaths => ({
  list: `${ADMIN}/${list}`,
  add: `${ADMIN}/${add}`,
  view: (id) => `${ADMIN}/${view}/${id}`,
  edit: (id) => `${ADMIN}/${edit}/${id}`,
});

export const ADMIN_PATHS = {
  projects: resourcePaths('listprojects', 'addproject', 'viewproject', 'editproject'),
  // The sales category screens sit under listprojects, as SPEC §2 names them.
  salesCategories: {
    ...resourcePaths(
      'listprojects',
      'listprojects/addsalescategory',
      'listprojects/viewsalescategory',
      'listprojects/editsalescategory',
    ),
    list: `${ADMIN}/listsalescategory`,
  },
  staff: resourcePaths('liststaff', 'addstaff', 'viewstaff', 'editstaff'),
  news: resourcePaths('listnews', 'addnews', 'viewnews', 'editnews'),
  buildings: resourcePaths('listbuilding', 'addbuilding', 'viewbuilding', 'editbuilding'),
  salesCatalogs: resourcePaths('listsalescatalog', 'addsalescatalog', 'viewsalescatalog', 'editsalescatalog'),
  gallery: { list: `${ADMIN}/listgallery`, add: `${ADMIN}/addgallery` },
  newsImages: { list: `${ADMIN}/listnewsimage`, add: `${ADMIN}/addnewsimage` },
  contacts: { list: `${ADMIN}/listcontact`, view: (id: number | string) => `${ADMIN}/viewcontact/${id}` },
  /** The signed-in admin's own account (not in SPEC §2): changing the password. */
  account: `${ADMIN}/account`,
} as const;
