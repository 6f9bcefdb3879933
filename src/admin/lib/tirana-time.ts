import { COMPANY_TIME_ZONE } from '#shared/constants.ts';

const TIME_FORMAT = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: COMPANY_TIME_ZONE,
});

/** A moment in Tirana's time, as the admin reads it: "1 Jun 2026, 12:05". */
export const tiranaTime = (iso: string) => TIME_FORMAT.format(new Date(iso));
