import { useEffect, useState } from 'react';
import type { ChosenImage } from '#shared/payloads/live-preview.ts';

/**
 * The images chosen in a form and not uploaded, as the live preview shows them: each file's object
 * URL, which the preview's page (of this same origin) opens, with the image's size. The URLs are
 * released when the files change or the form closes.
 */
export function useChosenImages(files: Record<string, File | null>): Record<string, ChosenImage> {
  const [images, setImages] = useState<Record<string, ChosenImage>>({});
  const chosen = Object.entries(files).filter((entry): entry is [string, File] => entry[1] !== null);
  const key = chosen.map(([field, file]) => `${field}:${file.name}:${file.size}:${file.lastModified}`).join('|');

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` names the chosen files; `chosen` is new at every render.
  useEffect(() => {
    let current = true;
    const urls: string[] = [];
    void Promise.all(
      chosen.map(async ([field, file]) => {
        const url = URL.createObjectURL(file);
        urls.push(url);
        const bitmap = await createImageBitmap(file).catch(() => null);
        const size = bitmap ? { width: bitmap.width, height: bitmap.height } : { width: 1600, height: 1000 };
        bitmap?.close();
        return [field, { url, ...size }] as const;
      }),
    ).then((entries) => current && setImages(Object.fromEntries(entries)));
    return () => {
      current = false;
      for (const url of urls) URL.revokeObjectURL(url);
    };
  }, [key]);
  return images;
}
