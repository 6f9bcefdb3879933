import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { API_URL, apiRequest } from '#admin/lib/api-client.ts';
import { $session } from '#admin/lib/session.ts';
import type { EntityKind } from '#shared/entities/entities.ts';
import { type EditorPresent, PRESENCE_BEAT_MS, PresenceSchema } from '#shared/payloads/presence.ts';

/** This browser tab's own name among the open forms: two tabs of one account are two forms. */
const TAB = crypto.randomUUID();

/**
 * Tells the API, a last time, that the tab left the item's form. On the way out of the page
 * (`pagehide`) only a keepalive request still goes; the API forgets a tab that stops telling anyway.
 */
function leave(path: string) {
  const token = $session.get()?.token;
  if (!token) return;
  fetch(`${API_URL}${path}`, {
    method: 'DELETE',
    keepalive: true,
    headers: { Authorization: `Bearer ${token}` },
  }).catch(() => {});
}

/**
 * The other accounts with the item's form open, kept current while the form is open: it says it
 * is open every PRESENCE_BEAT_MS (in a background tab too, as the form is still open there), and
 * that it left when it closes.
 */
export function usePresence(kind: EntityKind, id: number | null): EditorPresent[] {
  const path = id === null ? null : `/presence/${kind}/${id}/${TAB}`;
  const { data } = useQuery({
    queryKey: ['presence', path],
    queryFn: async ({ signal }) => (await apiRequest('PUT', path as string, PresenceSchema, { signal })).others,
    enabled: path !== null,
    refetchInterval: PRESENCE_BEAT_MS,
    refetchIntervalInBackground: true,
    gcTime: 0,
  });
  useEffect(() => {
    if (path === null) return;
    const onPageHide = () => leave(path);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      leave(path);
    };
  }, [path]);
  return data ?? [];
}
