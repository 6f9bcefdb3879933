import { useParams, useSearchParams } from 'react-router';
import { useAdminLanguage, useAdminText } from '#admin/i18n/admin-language.ts';
import PageHeader from '#admin/layout/PageHeader.tsx';
import QueryState from '#admin/layout/QueryState.tsx';
import { useResourceItem } from '#admin/resources/use-resource.ts';
import type { ItemVersion } from '#shared/payloads/history.ts';
import type { HistoryConfig } from './history-config.ts';
import { versionOfEtag } from './history-text.ts';
import { useItemHistory } from './use-item-history.ts';
import VersionComparison from './VersionComparison.tsx';
import VersionList from './VersionList.tsx';

/**
 * An item's history (/adminpage/view…/:id/history): its saved versions with who made each, when
 * and what it changed; the one chosen (`?version=`, by default the one before the current) beside
 * the current item, field by field, with a way to restore it.
 */
export default function HistoryPage<T extends Record<string, unknown>>({
  config,
  param,
}: {
  config: HistoryConfig<T>;
  param: string;
}) {
  const id = Number(useParams()[param]);
  const item = useResourceItem(config, id);
  const history = useItemHistory(config, id);
  const [search] = useSearchParams();
  const words = useAdminText().history;
  const language = useAdminLanguage();

  return (
    <QueryState query={item}>
      {({ data: current, version: etag }) => {
        const { title } = config.describe(current, language);
        const currentVersion = versionOfEtag(etag);
        return (
          <>
            <PageHeader title={words.title(title)} back={{ to: config.paths.view(id), label: title }} />
            <QueryState query={history}>
              {(versions) => {
                const chosen = chosenVersion(versions, Number(search.get('version')), currentVersion);
                return (
                  <div className="item-history">
                    <VersionList config={config} versions={versions} chosen={chosen} current={currentVersion} />
                    {chosen ? (
                      <VersionComparison
                        config={config}
                        id={id}
                        chosen={chosen}
                        current={{ data: current, etag, version: currentVersion }}
                      />
                    ) : (
                      <p className="admin-empty">{words.none}</p>
                    )}
                  </div>
                );
              }}
            </QueryState>
          </>
        );
      }}
    </QueryState>
  );
}

/** The version asked for, else the newest one before the current. */
function chosenVersion(versions: ItemVersion[], asked: number, current: number | null): ItemVersion | undefined {
  return versions.find(({ version }) => version === asked) ?? versions.find(({ version }) => version !== current);
}
