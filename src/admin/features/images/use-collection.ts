import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MessageSchema } from '#shared/schemas/common.ts';
import { apiRequest } from '../../lib/api-client.ts';
import type { DeleteCallbacks } from '../resources/use-resource.ts';
import type { CollectionImage, ImageCollection } from './image-collection.ts';

export function useCollectionImages(collection: ImageCollection) {
  return useQuery({
    queryKey: [collection.key, 'list'],
    queryFn: () => apiRequest('GET', collection.api.list, collection.schema),
  });
}

/** The parents images can belong to, newest first. */
export function useParents(collection: ImageCollection) {
  return useQuery({
    queryKey: [collection.parent.key, 'list', 'parents'],
    queryFn: () => apiRequest('GET', collection.parent.list, collection.parent.schema),
    select: (parents) => [...parents].sort((a, b) => b.id - a.id),
  });
}

/** Deletes one image; the callbacks belong to the mutation, as in `useDeleteResource`, since the tile goes first. */
export function useDeleteImage(collection: ImageCollection, callbacks: DeleteCallbacks) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, version }: { id: number; version: string | null }) =>
      apiRequest('DELETE', collection.api.remove(id), MessageSchema, { ifMatch: version }),
    onError: callbacks.onFailed,
    onSuccess: (_answer, { id }) => {
      callbacks.onDeleted(id);
      queryClient.setQueryData<CollectionImage[]>([collection.key, 'list'], (images) =>
        images?.filter((image) => image.id !== id),
      );
      return queryClient.invalidateQueries({ queryKey: [collection.key] });
    },
  });
}
