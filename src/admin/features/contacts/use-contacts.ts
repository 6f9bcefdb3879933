import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { ContactSchema } from '#shared/entities/contact.ts';
import { apiRequest } from '../../lib/api-client.ts';

/** Messages and applications, newest first. */
export function useContacts() {
  return useQuery({
    queryKey: ['contact', 'list'],
    queryFn: () => apiRequest('GET', '/contact/get/mini', z.array(ContactSchema)),
    select: (contacts) =>
      [...contacts].sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.contactId - a.contactId),
  });
}

export function useContact(id: number) {
  return useQuery({
    queryKey: ['contact', 'item', id],
    queryFn: () => apiRequest('GET', `/contact/get/single/contact/${id}`, ContactSchema),
    enabled: Number.isInteger(id) && id > 0,
  });
}
