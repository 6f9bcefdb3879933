import { Link } from 'react-router';
import { useAdminLanguage, useAdminText } from '#admin/i18n/admin-language.ts';
import { screenPaths } from '#admin/lib/routes.ts';
import type { InquiredUnit as Unit } from '#shared/entities/contact.ts';
import { UNIT } from '#shared/entities/unit.ts';
import { unitPlace } from './contact-text.ts';

/**
 * The unit an inquiry asks about: its reference (a link to the unit's screen), its building and
 * sales category, and its status as it is now, in words (the colours only echo them).
 */
export default function InquiredUnit({ unit }: { unit: Unit }) {
  const words = useAdminText().contact;
  const language = useAdminLanguage();
  return (
    <span className="inquired-unit">
      <Link className="inquired-unit__reference" to={screenPaths(UNIT).view(unit.unitId)}>
        {unit.reference}
      </Link>{' '}
      <span className="inquired-unit__place">{unitPlace(unit, language)}</span>{' '}
      <span className={`inquired-unit__status inquired-unit__status--${unit.status}`}>
        <span className="visually-hidden">{words.unitStatusIs} </span>
        {words.unitStatuses[unit.status]}
      </span>
    </span>
  );
}
