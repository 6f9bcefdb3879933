import { describe, expect, it } from 'vitest';
import { CONSENT_MESSAGE } from '#shared/entities/contact.ts';
import { stringsFor } from '#shared/i18n/dictionary.ts';
import { apiFieldMessage, fieldErrorsFromApi, firstWrongField } from './field-messages.ts';

const sq = stringsFor('sq');
const en = stringsFor('en');

describe('apiFieldMessage', () => {
  it.each([
    ['cvUrl', 'The file must be a PDF document.', sq.cvNotPdf],
    ['cvUrl', 'The file is larger than 10 MB.', 'CV-ja është më e madhe se 10 MB.'],
    ['cvUrl', 'Attach your CV as a PDF file.', sq.cvMissing],
    ['staffId', 'This vacancy is no longer open.', sq.vacancyClosed],
    ['consent', CONSENT_MESSAGE, sq.consentMissing],
    ['firstName', 'This field is required.', sq.fieldRequired],
    ['contactNumber', 'This field is required.', sq.fieldRequired],
    ['email', 'Enter a valid email address.', sq.fieldEmailInvalid],
    [
      'contactNumber',
      'Enter a phone number of 6 to 20 characters: digits, spaces, +, - and parentheses.',
      'Shkruani një numër telefoni me 6 deri në 20 karaktere: shifra, hapësira, +, - dhe kllapa.',
    ],
    ['contactMessage', 'Write a message or leave your contact details.', sq.formMessageEmpty],
    ['contactMessage', 'Too big: expected string to have <=5000 characters', sq.fieldCheck],
    ['lastName', 'Too big: expected string to have <=100 characters', sq.fieldCheck],
  ])('translates the API’s message for %s: %s', (field, message, expected) => {
    expect(apiFieldMessage(field, message, sq)).toBe(expected);
  });
});

describe('fieldErrorsFromApi', () => {
  it('keeps the messages of the form’s own fields, in the visitor’s language', () => {
    const fields = ['email', 'contactMessage'] as const;
    expect(
      fieldErrorsFromApi(fields, { email: 'Enter a valid email address.', staffId: 'Choose the vacancy.' }, en),
    ).toEqual({ email: en.fieldEmailInvalid });
  });
});

describe('firstWrongField', () => {
  it('answers the first wrong field in form order, or null', () => {
    const fields = ['firstName', 'email', 'contactMessage'] as const;
    expect(firstWrongField(fields, { contactMessage: 'x', email: 'y' })).toBe('email');
    expect(firstWrongField(fields, {})).toBeNull();
  });
});
