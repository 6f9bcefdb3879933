import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest, type Versioned, versionedRequest } from '#admin/lib/api-client.ts';
import { useResourceItem } from '#admin/resources/use-resource.ts';
import { MEDIA, type Media, type MediaInput, MediaSchema } from '#shared/entities/media.ts';
import { type MediaLibraryPage, MediaLibraryPageSchema, MediaUseSchema } from '#shared/payloads/media-library.ts';
import { MEDIA_CALLS, MEDIA_SCREENS } from './media-screens.ts';

// listPageSchema's generic answer types its items loosely; they are the media schema's.
const LibraryPageSchema = MediaLibraryPageSchema as unknown as z.ZodType<MediaLibraryPage>;

/**
 * A page of the library as `search` asks for it (library-address.ts), under the key of every
 * kind's paged list, so that a delete takes the image off the pages shown (use-resource.ts). The
 * page shown stays while the next loads, and is read again each time the library shows.
 */
export function useLibraryPage(search: string) {
  return useQuery({
    queryKey: [MEDIA.kind, 'list', 'page', search],
    queryFn: () =>
      apiRequest('GET', search ? `${MEDIA_CALLS.library}?${search}` : MEDIA_CALLS.library, LibraryPageSchema),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** One image with its version: what a save, a replacement or a delete of it is made from. */
export const useMediaItem = (id: number) => useResourceItem(MEDIA_SCREENS, id);

/**
 * The places that show an image (`GET /media/get/uses/:id`), read again each time its screen shows
 * and after a refused delete, when other admins may have changed them.
 */
export function useMediaUses(id: number) {
  return useQuery({
    queryKey: [MEDIA.kind, 'uses', id],
    queryFn: () => apiRequest('GET', MEDIA_CALLS.uses(id), z.array(MediaUseSchema)),
    staleTime: 0,
  });
}

/** Adds one image to the library; `onProgress` hears the share of it sent. */
export function uploadMedia(file: File, onProgress: (share: number) => void): Promise<Media> {
  const body = new FormData();
  body.append('imageUrl', file);
  return apiRequest('POST', MEDIA_CALLS.save, MediaSchema, { body, onUploadProgress: onProgress });
}

/** Writes an image's texts, decorative choice and focal point from `version`; a later save's 412 refuses it. */
export const saveMediaTexts = (id: number, input: MediaInput, version: string | null) =>
  versionedRequest('PUT', MEDIA_CALLS.update(id), MediaSchema, { body: input, ifMatch: version });

/** Puts a new file in the place of an image's, from `version`; it keeps its id, texts and uses. */
export function replaceMediaFile(id: number, file: File, version: string | null, onProgress: (share: number) => void) {
  const body = new FormData();
  body.append('imageUrl', file);
  return versionedRequest('PUT', MEDIA_CALLS.update(id), MediaSchema, {
    body,
    ifMatch: version,
    onUploadProgress: onProgress,
  });
}

/** After a write of an image: its screen shows the answer at once, and the library reads its pages again. */
export function useMediaWritten() {
  const queryClient = useQueryClient();
  return (written: Versioned<Media>) => {
    queryClient.setQueryData([MEDIA.kind, 'item', written.data.mediaId], written);
    return queryClient.invalidateQueries({ queryKey: [MEDIA.kind, 'list'] });
  };
}
