import { type AdminText, EN } from '#admin/i18n/en.ts';
import { MAX_CATALOG_PDF_BYTES, MAX_IMAGE_BYTES } from '#shared/constants.ts';

const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'];
const LIMITS = { image: MAX_IMAGE_BYTES, pdf: MAX_CATALOG_PDF_BYTES };

export const ACCEPT = { image: IMAGE_TYPES.join(','), pdf: 'application/pdf,.pdf' };

/** A limit in whole megabytes, as the refusals say it: "15 MB". */
export const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

/**
 * What is wrong with a chosen file before it is sent, as the API would say it, or null. The API
 * checks the content itself; this saves an admin the wait for a file it would refuse anyway.
 */
export function fileProblem(
  file: File,
  type: 'image' | 'pdf',
  words: AdminText['form']['files'] = EN.form.files,
): string | null {
  const isPdf = file.type === 'application/pdf' || file.name.toLowerCase().endsWith('.pdf');
  if (type === 'pdf' && !isPdf) return words.notPdf;
  if (type === 'image' && !IMAGE_TYPES.includes(file.type)) return words.notImage;
  if (file.size > LIMITS[type]) return words.tooLarge(megabytes(LIMITS[type]));
  return null;
}
