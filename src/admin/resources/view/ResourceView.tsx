import { Link, useNavigate, useParams } from 'react-router';
import { useAdminLanguage, useAdminText } from '#admin/i18n/admin-language.ts';
import PageHeader from '#admin/layout/PageHeader.tsx';
import QueryState from '#admin/layout/QueryState.tsx';
import ConfirmDelete from '../ConfirmDelete.tsx';
import FilePreview from '../FilePreview.tsx';
import LanguageMarks from '../LanguageMarks.tsx';
import { listPathOf } from '../list-path.ts';
import { offSiteNote } from '../missing-texts.ts';
import PanelSlot from '../PanelSlot.tsx';
import type { ItemPanels, ViewPanelProps } from '../panels.ts';
import type { ResourceConfig } from '../resource.ts';
import { useChanges } from '../use-changes.ts';
import { useDeleteWithNotice } from '../use-delete-with-notice.ts';
import { usePublication } from '../use-publication.ts';
import { useResourceItem } from '../use-resource.ts';
import PreviewLinks from './PreviewLinks.tsx';
import PublicLinks from './PublicLinks.tsx';
import ViewRow from './ViewRow.tsx';

/**
 * One item, every field labelled by what it means, English beside Albanian, and its files; with
 * what its kind shows of it in the view's slots (`panels`: its parts, its unpublished changes, its
 * schedule, a unit's prices).
 */
export default function ResourceView<T extends Record<string, unknown>>({
  config,
  param,
  panels,
}: {
  config: ResourceConfig<T>;
  param: string;
  panels: ItemPanels['view'];
}) {
  const id = Number(useParams()[param]);
  const query = useResourceItem(config, id);
  const navigate = useNavigate();
  const t = useAdminText();
  const language = useAdminLanguage();
  const noun = config.nouns[language];
  const { remove, isPending } = useDeleteWithNotice(config, () =>
    navigate(listPathOf(config, query.data?.data ?? null)),
  );
  const publication = usePublication(config, id);
  const changes = useChanges(config, id);

  return (
    <QueryState query={query}>
      {({ data: item, version }) => {
        const { title } = config.describe(item, language);
        const panelProps: ViewPanelProps = {
          config: config as unknown as ViewPanelProps['config'],
          id,
          item,
          changes: changes.data,
        };
        return (
          <>
            <PageHeader
              title={title}
              back={{ to: listPathOf(config, item), label: noun.many }}
              actions={
                <>
                  <PanelSlot panels={panels.actions} props={panelProps} />
                  {config.itemScreens?.map((screen) => (
                    <Link key={screen.label.en} className="admin-button admin-button--ghost" to={screen.path(id)}>
                      {screen.label[language]}
                    </Link>
                  ))}
                  <Link className="admin-button admin-button--ghost" to={config.paths.history(id)}>
                    {t.view.history}
                  </Link>
                  <Link className="admin-button" to={config.paths.edit(id)}>
                    {t.common.edit}
                  </Link>
                  {config.api.publication && (
                    <button
                      type="button"
                      className={`admin-button${config.isDraft(item) ? '' : ' admin-button--ghost'}`}
                      disabled={publication.isPending}
                      onClick={() => publication.mutate({ published: config.isDraft(item), version })}
                    >
                      {config.isDraft(item) ? t.drafts.publish : t.drafts.unpublish}
                    </button>
                  )}
                  <ConfirmDelete
                    name={title}
                    what={noun.item}
                    isPending={isPending}
                    version={version}
                    onConfirm={(confirmed) => remove(id, confirmed)}
                  />
                </>
              }
            />
            {config.isShown(item) ? (
              config.publicPath && <PublicLinks path={config.publicPath(item)} />
            ) : (
              <p className="admin-off-site admin-off-site--view">{offSiteNote(config, language, item)}.</p>
            )}
            <PanelSlot panels={panels.notices} props={panelProps} />
            {config.api.publication && <PreviewLinks kind={config.entity.kind} id={id} />}
            <div className="admin-view-languages">
              <LanguageMarks gaps={config.languageGaps(item)} />
            </div>
            <PanelSlot panels={panels.beforeFields} props={panelProps} />
            <dl className="field-list">
              {config.rows.map((row) => (
                <ViewRow key={row.label.en} row={row} item={item} />
              ))}
              {config.files.map((file) => (
                <div className="field-list__row" key={file.name}>
                  <dt>{file.label[language]}</dt>
                  <dd>
                    <FilePreview
                      type={file.type}
                      url={(item[file.name] as string | null) ?? null}
                      label={file.label[language]}
                    />
                  </dd>
                </div>
              ))}
            </dl>
          </>
        );
      }}
    </QueryState>
  );
}
