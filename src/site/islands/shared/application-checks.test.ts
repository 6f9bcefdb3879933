import { describe, expect, it } from 'vitest';
import { MAX_CV_BYTES } from '#shared/constants.ts';
import { stringsFor } from '#shared/i18n/dictionary.ts';
import { cvProblem, phoneProblem, startsLikePdf } from './application-checks.ts';

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

describe('phoneProblem', () => {
  it.each([
    ['+355 (69) 123-4567', null],
    ['  069 222 3333  ', null],
    ['123456', null],
    ['12345', 'Enter a phone number of 6 to 20 characters: digits, spaces, +, - and brackets.'],
    ['069/222.333', 'Enter a phone number of 6 to 20 characters: digits, spaces, +, - and brackets.'],
    ['1'.repeat(21), 'Enter a phone number of 6 to 20 characters: digits, spaces, +, - and brackets.'],
    ['', 'Enter a phone number of 6 to 20 characters: digits, spaces, +, - and brackets.'],
  ])('judges %j as the API does', (value, expected) => {
    expect(phoneProblem(value, en)).toBe(expected);
  });

  it('words the rule in the visitor’s language', () => {
    expect(phoneProblem('call me', sq)).toBe(
      'Shkruani një numër telefoni me 6 deri në 20 karaktere: shifra, hapësira, +, - dhe kllapa.',
    );
  });
});
