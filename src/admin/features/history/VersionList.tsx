import { Link } from 'react-router';
import { useAdminLanguage, useAdminText } from '#admin/i18n/admin-language.ts';
import { tiranaTime } from '#admin/lib/tirana-time.ts';
import type { ItemVersion } from '#shared/payloads/history.ts';
import { changesOf, comparedFields } from './compared-fields.ts';
import type { HistoryConfig } from './history-config.ts';
import { madeBy } from './history-text.ts';

interface Props<T extends Record<string, unknown>> {
  config: HistoryConfig<T>;
  versions: ItemVersion[];
  chosen: ItemVersion | undefined;
  current: number | null;
}

/** An item's versions, newest first: who made each, when, and which fields it changed; each opens its comparison. */
export default function VersionList<T extends Record<string, unknown>>({
  config,
  versions,
  chosen,
  current,
}: Props<T>) {
  const language = useAdminLanguage();
  const words = useAdminText().history;
  const fields = comparedFields(config, language);
  return (
    <nav className="version-list" aria-label={words.versions}>
      <ol>
        {versions.map((version) => (
          <li key={version.version}>
            <Link
              className="version-list__link"
              to={{ search: `?version=${version.version}` }}
              replace
              preventScrollReset
              aria-current={version.version === chosen?.version ? 'true' : undefined}
            >
              <span className="version-list__title">
                {words.version(version.version)}
                {version.version === current && <span className="version-list__current">{words.current}</span>}
              </span>
              <span>{madeBy(version, language)}</span>
              <time dateTime={version.at}>{tiranaTime(version.at, language)}</time>
              {version.changed.length > 0 && (
                <span className="version-list__changed">
                  {words.changed} {changesOf(fields, version, language).join(', ')}
                </span>
              )}
            </Link>
          </li>
        ))}
      </ol>
    </nav>
  );
}
