import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '#admin/lib/api-client.ts';
import { CONTACT, ContactSchema } from '#shared/entities/contact.ts';
import { fillPath } from '#shared/entities/paths.ts';

export function useContact(id: number) {
  return useQuery({
    queryKey: ['contact', 'item', id],
    queryFn: ({ signal }) => apiRequest('GET', fillPath(CONTACT.api.single, id), ContactSchema, { signal }),
    enabled: Number.isInteger(id) && id > 0,
  });
}
