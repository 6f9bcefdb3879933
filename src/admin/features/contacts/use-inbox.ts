import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { z } from 'zod';
import { apiRequest } from '#admin/lib/api-client.ts';
import { CONTACT, ContactSchema, type ContactState } from '#shared/entities/contact.ts';
import { fillPath } from '#shared/entities/paths.ts';
import { ContactNoteSchema, InboxPageSchema, type InboxQuery } from '#shared/payloads/inbox.ts';
import { readInboxSearch, writeInboxSearch } from './inbox-search.ts';

const { inbox, state, notes } = CONTACT.api.more;

/**
 * The inbox's query, kept in the search of its address (inbox-search.ts): what it shows, and the
 * searches of the inbox changed in some way, which go back to the first page unless they name another.
 */
export function useInboxSearch() {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => readInboxSearch(params), [params]);
  const search = writeInboxSearch(query);
  const searchWith = (changes: Partial<InboxQuery>) => writeInboxSearch({ ...query, page: 1, ...changes });
  return {
    query,
    search,
    searchWith,
    /** Shows the inbox changed so, as a new step of the browser's history: Back returns to this one. */
    change: (changes: Partial<InboxQuery>) => {
      const next = searchWith(changes);
      if (next !== search) setParams(next);
    },
  };
}

/** One page of the inbox, as the address asks for it. */
export function useInbox(search: string) {
  return useQuery({
    queryKey: ['contact', 'inbox', search],
    queryFn: ({ signal }) => apiRequest('GET', `${inbox}?${search}`, InboxPageSchema, { signal }),
    // The page shown stays while the next loads, so that paging does not blank the table.
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** Moves a contact to another state; the contact's view and the inbox follow. */
export function useContactState(contactId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (next: ContactState) =>
      apiRequest('PUT', fillPath(state, contactId), ContactSchema, { body: { state: next } }),
    onSuccess: (contact) => {
      client.setQueryData(['contact', 'item', contactId], contact);
      return client.invalidateQueries({ queryKey: ['contact', 'inbox'] });
    },
  });
}

export function useContactNotes(contactId: number) {
  return useQuery({
    queryKey: ['contact', 'notes', contactId],
    queryFn: ({ signal }) => apiRequest('GET', fillPath(notes, contactId), z.array(ContactNoteSchema), { signal }),
  });
}

/** Adds a note to a contact; its notes follow. */
export function useAddNote(contactId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (text: string) => apiRequest('POST', fillPath(notes, contactId), ContactNoteSchema, { body: { text } }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['contact', 'notes', contactId] }),
  });
}
