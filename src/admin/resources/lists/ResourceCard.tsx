import { Link } from 'react-router';
import { useAdminLanguage, useAdminText } from '#admin/i18n/admin-language.ts';
import Thumbnail from '#admin/layout/Thumbnail.tsx';
import DeleteItem from '../DeleteItem.tsx';
import LanguageMarks from '../LanguageMarks.tsx';
import { offSiteNote } from '../missing-texts.ts';
import type { ResourceConfig } from '../resource.ts';

/** One item in a list: what it is, and See, Edit and Delete; in a list that selects, a box that selects it. */
export default function ResourceCard<T extends Record<string, unknown>>({
  config,
  item,
  selection,
}: {
  config: ResourceConfig<T>;
  item: T;
  selection?: { selected: boolean; onChange: (selected: boolean) => void };
}) {
  const t = useAdminText();
  const language = useAdminLanguage();
  const id = Number(item[config.idField]);
  const { title, subtitle, image, imageSet } = config.describe(item, language);
  const hasImages = config.files.some((file) => file.type === 'image');

  return (
    <li className="admin-card" data-item-id={id} data-selected={selection?.selected ? '' : undefined}>
      {selection && (
        <label className="admin-card__select">
          <input
            type="checkbox"
            checked={selection.selected}
            onChange={(event) => selection.onChange(event.currentTarget.checked)}
          />
          <span className="visually-hidden">{t.lists.select(title)}</span>
        </label>
      )}
      {hasImages && <Thumbnail src={image ?? null} set={imageSet} alt="" />}
      <div className="admin-card__body">
        <h2 className="admin-card__title">{title}</h2>
        {subtitle && <p className="admin-card__subtitle">{subtitle}</p>}
        {!config.isShown(item) && <p className="admin-off-site">{offSiteNote(config, language, item)}</p>}
        <LanguageMarks gaps={config.languageGaps(item)} />
        <p className="admin-card__id">#{id}</p>
      </div>
      <div className="admin-card__actions">
        <Link
          className="admin-button admin-button--ghost"
          to={config.paths.view(id)}
          aria-label={t.lists.seeItem(title)}
        >
          {t.common.see}
        </Link>
        <Link
          className="admin-button admin-button--ghost"
          to={config.paths.edit(id)}
          aria-label={t.lists.editItem(title)}
        >
          {t.common.edit}
        </Link>
        <DeleteItem config={config} id={id} title={title} />
      </div>
    </li>
  );
}
