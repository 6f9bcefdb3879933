import { searchKey } from '#shared/search-key.ts';

/** What of a contact the inbox's search looks in. */
export interface SearchedContact {
  firstName: string;
  lastName: string;
  email: string;
  contactNumber: string;
  contactMessage: string;
  reference: string;
}

/**
 * A contact's `searchText` (migration 015): its names, email, phone, reference and message, each
 * as search-key.ts turns it (no accents, lower case), one per line, so that no search word spans
 * two of them. Computed here rather than in SQL, as the lists' title keys are
 * (docs/decisions/012-admin-lists.md), so that both databases hold and compare the same text.
 */
export function contactSearchText(contact: SearchedContact): string {
  return [
    contact.firstName,
    contact.lastName,
    contact.email,
    contact.contactNumber,
    contact.reference,
    contact.contactMessage,
  ]
    .map(searchKey)
    .join('\n');
}
