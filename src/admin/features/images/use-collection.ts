import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAdminLanguage } from '#admin/i18n/admin-language.ts';
import { apiRequest } from '#admin/lib/api-client.ts';
import { type DeleteCallbacks, deleteItem } from '../resources/use-resource.ts';
import type { CollectionImage, ImageCollection, Parent } from './image-collection.ts';

export function useCollectionImages(collection: ImageCollection) {
  return useQuery({
    queryKey: [collection.entity.kind, 'list'],
    queryFn: () => apiRequest('GET', collection.api.list, collection.schema),
  });
}

/** The parents images can belong to, newest first. */
export function useParents(collection: ImageCollection) {
  const language = useAdminLanguage();
  return useQuery({
    queryKey: [collection.parent.entity.kind, 'list', 'parents'],
    queryFn: () => apiRequest('GET', collection.parent.list, collection.parent.schema),
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
