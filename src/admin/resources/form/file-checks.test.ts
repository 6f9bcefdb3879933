import { describe, expect, test } from 'vitest';
import { MAX_CATALOG_PDF_BYTES, MAX_IMAGE_BYTES } from '#shared/constants.ts';
import { fileProblem } from './file-checks.ts';

const file = (name: string, type: string, bytes = 10) => new File([new Uint8Array(bytes)], name, { type });

describe('fileProblem', () => {
  test.each([
    ['a JPEG image', file('front.jpg', 'image/jpeg'), 'image', null],
    ['an AVIF image', file('front.avif', 'image/avif'), 'image', null],
    ['a PDF catalogue', file('catalog.pdf', 'application/pdf'), 'pdf', null],
    ['a PDF whose browser gives no type', file('catalog.pdf', ''), 'pdf', null],
    [
      'an SVG as an image',
      file('logo.svg', 'image/svg+xml'),
      'image',
      'The image must be a JPEG, PNG, WebP or AVIF file.',
    ],
    [
      'a Word file as a catalogue',
      file('catalog.docx', 'application/msword'),
      'pdf',
      'The file must be a PDF document.',
    ],
    [
      'an image over the limit',
      file('big.jpg', 'image/jpeg', MAX_IMAGE_BYTES + 1),
      'image',
      'The file is larger than 15 MB.',
    ],
    [
      'a PDF over the limit',
      file('big.pdf', 'application/pdf', MAX_CATALOG_PDF_BYTES + 1),
      'pdf',
      'The file is larger than 50 MB.',
    ],
  ] as const)('%s', (_name, chosen, type, expected) => {
    expect(fileProblem(chosen, type)).toBe(expected);
  });
});
