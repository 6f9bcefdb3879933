import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminText } from '#admin/i18n/admin-language.ts';
import { notify } from '#admin/layout/Toasts.tsx';
import { ApiRequestError, apiRequest, logFailure } from '#admin/lib/api-client.ts';
import {
  type ItemSchedule,
  ItemScheduleSchema,
  type ScheduleAction,
  schedulePaths,
  scheduleUrl,
  UpcomingSchedulesSchema,
} from '#shared/payloads/schedules.ts';

/** How often the open screens look again: a schedule falls due while they are open. */
const REFRESH_MS = 10_000;

const UPCOMING_KEY = ['schedules', 'upcoming'];

/** An item's scheduled publication and removal (docs/decisions/026-scheduled-publication.md). */
export function useItemSchedule(kind: string, id: number) {
  const queryClient = useQueryClient();
  const key = [kind, 'item', id, 'schedule'];
  return useQuery({
    queryKey: key,
    queryFn: async ({ signal }) => {
      const before = queryClient.getQueryData<ItemSchedule>(key);
      const schedule = await apiRequest('GET', scheduleUrl(kind, id), ItemScheduleSchema, { signal });
      // A schedule gone by itself was done (or its item deleted): the item's screen reads it again.
      const done = (action: ScheduleAction) => before?.[action] && !schedule[action];
      if (done('publish') || done('unpublish'))
        void queryClient.invalidateQueries({
          queryKey: [kind, 'item', id],
          predicate: ({ queryKey }) => queryKey[3] !== 'schedule',
        });
      return schedule;
    },
    refetchInterval: REFRESH_MS,
  });
}

/** What is scheduled next, for the dashboard. */
export function useUpcomingSchedules() {
  return useQuery({
    queryKey: UPCOMING_KEY,
    queryFn: ({ signal }) => apiRequest('GET', schedulePaths.upcoming, UpcomingSchedulesSchema, { signal }),
    refetchInterval: REFRESH_MS,
  });
}

/**
 * The API's refusal of the moment chosen, in the admin's words, which the form says at its field;
 * null for any other failure, which a notice says.
 */
export function momentRefusalOf(error: unknown): string | null {
  const words = adminText().schedule;
  if (error instanceof ApiRequestError && error.code === 'SCHEDULE_IN_PAST') return words.inPast;
  if (error instanceof ApiRequestError && error.code === 'SCHEDULE_ORDER') return words.order;
  return null;
}

/** Sets (with `at`) or removes an item's schedule of an action, and says how it went. */
export function useScheduleChange(kind: string, id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, at }: { action: ScheduleAction; at: string | null }) =>
      apiRequest(at ? 'PUT' : 'DELETE', scheduleUrl(kind, id, action), ItemScheduleSchema, at ? { body: { at } } : {}),
    onSuccess: (schedule, { at }) => {
      queryClient.setQueryData([kind, 'item', id, 'schedule'], schedule);
      notify(at ? adminText().schedule.scheduled : adminText().schedule.unscheduled);
    },
    onError: (error) => {
      logFailure(error);
      if (momentRefusalOf(error) !== null) return;
      notify(`${adminText().schedule.notChanged} ${error instanceof Error ? error.message : String(error)}`, 'error');
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: UPCOMING_KEY }),
  });
}
