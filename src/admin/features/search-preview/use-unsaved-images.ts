import { useEffect, useState } from 'react';
import type { Media } from '#shared/entities/media.ts';

/**
 * The images chosen in a form and not saved, by field, as URLs the admin's `<img>` opens: a file's
 * object URL (released when the files change or the form closes), or an image of the library's URL.
 */
export function useUnsavedImages(
  files: Record<string, File | null>,
  picked: Record<string, Media | null>,
): Record<string, string> {
  const [fileUrls, setFileUrls] = useState<Record<string, string>>({});
  useEffect(() => {
    const urls: Record<string, string> = {};
    for (const [field, file] of Object.entries(files)) if (file) urls[field] = URL.createObjectURL(file);
    setFileUrls(urls);
    return () => {
      for (const url of Object.values(urls)) URL.revokeObjectURL(url);
    };
  }, [files]);
  const libraryUrls: Record<string, string> = {};
  for (const [field, media] of Object.entries(picked)) if (media) libraryUrls[field] = media.imageUrl;
  return { ...fileUrls, ...libraryUrls };
}
