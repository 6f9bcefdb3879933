import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { $adminLanguage, adminText, useAdminLanguage } from '#admin/i18n/admin-language.ts';
import { notify } from '#admin/layout/Toasts.tsx';
import { ApiRequestError, apiRequest, logFailure, versionedRequest } from '#admin/lib/api-client.ts';
import { savedSince } from '#admin/lib/edit-conflict-text.ts';
import { messagesIn } from '#admin/lib/messages.ts';
import type { FocalPoint } from '#admin/resources/form/FocalPointPicker.tsx';
import { type DeleteCallbacks, deleteItem } from '#admin/resources/use-resource.ts';
import type { CollectionImage, ImageCollection, Parent } from './image-collection.ts';

export function useCollectionImages(collection: ImageCollection) {
  return useQuery({
    queryKey: [collection.entity.kind, 'list'],
    queryFn: ({ signal }) => apiRequest('GET', collection.api.list, collection.schema, { signal }),
  });
}

/** The parents images can belong to, newest first. */
export function useParents(collection: ImageCollection) {
  const language = useAdminLanguage();
  return useQuery({
    queryKey: [collection.parent.entity.kind, 'list', 'parents'],
    queryFn: ({ signal }) => apiRequest('GET', collection.parent.list, collection.parent.schema, { signal }),
    select: (parents): Parent[] =>
      parents.map(({ id, titles }) => ({ id, title: titles[language] })).sort((a, b) => b.id - a.id),
  });
}

/** Deletes one image; the callbacks belong to the mutation, as in `useDeleteResource`, since the tile goes first. */
export function useDeleteImage(collection: ImageCollection, callbacks: DeleteCallbacks) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, version }: { id: number; version: string | null }) =>
      deleteItem(collection.api.remove(id), version),
    onError: callbacks.onFailed,
    onSuccess: (trashEntry, { id }) => {
      callbacks.onDeleted(id, trashEntry);
      queryClient.setQueryData<CollectionImage[]>([collection.entity.kind, 'list'], (images) =>
        images?.filter((image) => image.id !== id),
      );
      return queryClient.invalidateQueries({ queryKey: [collection.entity.kind] });
    },
  });
}

/**
 * Sets one image's focal point from the version its dialog read, and says how it went; a 412 says
 * who saved the image meanwhile. The collection's screens read it again either way.
 */
export function useSetFocalPoint(collection: ImageCollection) {
  const queryClient = useQueryClient();
  const messages = () => messagesIn($adminLanguage.get(), collection.nouns[$adminLanguage.get()]);
  return useMutation({
    mutationFn: ({ id, point, version }: { id: number; point: FocalPoint; version: string | null }) =>
      versionedRequest('PUT', collection.api.focal(id), collection.focalSchema, {
        body: { focalPoints: { [collection.imageField]: point } },
        ifMatch: version,
      }),
    onSuccess: () => notify(messages().updated),
    onError: (error) => {
      logFailure(error);
      const text = adminText();
      const conflict = error instanceof ApiRequestError && error.status === 412;
      const why = conflict ? ` ${savedSince(error.conflict, text)} ${text.drafts.lookAgain}` : '';
      notify(`${messages().updateFailed}${why}`, 'error');
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: [collection.entity.kind] }),
  });
}
