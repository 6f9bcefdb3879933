import { randomInt } from 'node:crypto';

/** Crockford's base 32: digits and capitals without I, L, O and U, which read as others. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const LENGTH = 5;

/**
 * A contact's short reference, "TG-7K3Q9": what the visitor's confirmation gives and staff search
 * for; one of 32^5 (33 million), unique by the database's index.
 */
export function newContactReference(): string {
  let code = '';
  for (let index = 0; index < LENGTH; index++) code += ALPHABET[randomInt(ALPHABET.length)];
  return `TG-${code}`;
}

/** The shape of a reference, to tell one in a search. */
export const CONTACT_REFERENCE_PATTERN = /^TG-[0-9A-HJKMNP-TV-Z]{5}$/;
