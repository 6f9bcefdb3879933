import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { CONTACT, ContactSchema } from '#shared/entities/contact.ts';
import { fillPath } from '#shared/entities/define-entity.ts';
import { apiRequest } from '../../lib/api-client.ts';
import { adminListPath } from '../resources/resource.ts';

/** Messages and applications, newest first. */
export function useContacts() {
  return useQuery({
    queryKey: ['contact', 'list'],
    queryFn: () => apiRequest('GET', adminListPath(CONTACT), z.array(ContactSchema)),
    select: (contacts) =>
      [...contacts].sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.contactId - a.contactId),
  });
}

export function useContact(id: number) {
  return useQuery({
    queryKey: ['contact', 'item', id],
    queryFn: () => apiRequest('GET', fillPath(CONTACT.api.single, id), ContactSchema),
    enabled: Number.isInteger(id) && id > 0,
  });
}
