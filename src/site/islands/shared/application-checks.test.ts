import { describe, expect, it } from 'vitest';
import { MAX_CV_BYTES } from '#shared/constants.ts';
import { stringsFor } from '#shared/i18n/dictionary.ts';
import { apiFieldMessage, cvProblem, startsLikePdf } from './application-checks.ts';

const en = stringsFor('en');
const sq = stringsFor('sq');

describe('cvProblem', () => {
  it.each([
    ['asks for a CV when none is chosen', null, en.cvMissing],
    ['asks for a CV when the input is empty', { name: '', type: '', size: 0 }, en.cvMissing],
    ['refuses a file that is not a PDF', { name: 'cv.docx', type: 'application/msword', size: 2000 }, en.cvNotPdf],
    [
      'refuses a PDF over the limit',
      { name: 'cv.pdf', type: 'application/pdf', size: MAX_CV_BYTES + 1 },
      'The CV is larger than 10 MB.',
    ],
    ['accepts a PDF by its type', { name: 'cv', type: 'application/pdf', size: 2000 }, null],
    ['accepts a PDF by its name', { name: 'CV.PDF', type: '', size: MAX_CV_BYTES }, null],
  ])('%s', (_, file, expected) => {
    expect(cvProblem(file, en)).toBe(expected);
  });

  it('words the problem in the visitor’s language', () => {
    expect(cvProblem({ name: 'cv.txt', type: 'text/plain', size: 5 }, sq)).toBe('CV-ja duhet të jetë skedar PDF.');
  });
});

describe('startsLikePdf', () => {
  it('tells a PDF from a renamed text file by its first bytes', async () => {
    expect(await startsLikePdf(new Blob(['%PDF-1.7\n…']))).toBe(true);
    expect(await startsLikePdf(new Blob(['hello']))).toBe(false);
  });
});

describe('apiFieldMessage', () => {
  it.each([
    ['cvUrl', 'The file must be a PDF document.', sq.cvNotPdf],
    ['cvUrl', 'The file is larger than 10 MB.', 'CV-ja është më e madhe se 10 MB.'],
    ['cvUrl', 'Attach your CV as a PDF file.', sq.cvMissing],
    ['staffId', 'This vacancy is no longer open.', sq.vacancyClosed],
    ['firstName', 'This field is required.', sq.fieldRequired],
    ['email', 'Enter a valid email address.', sq.fieldEmailInvalid],
    ['contactNumber', 'Too long.', sq.fieldCheck],
  ])('translates the API’s message for %s: %s', (field, message, expected) => {
    expect(apiFieldMessage(field, message, sq)).toBe(expected);
  });
});
