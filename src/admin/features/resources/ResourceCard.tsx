import { Link } from 'react-router';
import Thumbnail from '../../layout/Thumbnail.tsx';
import { versionedRequest } from '../../lib/api-client.ts';
import ConfirmDelete from './ConfirmDelete.tsx';
import LanguageMarks from './LanguageMarks.tsx';
import { offSiteNote } from './missing-texts.ts';
import type { ResourceConfig } from './resource.ts';
import { useDeleteWithNotice } from './use-delete-with-notice.ts';

/** One item in a list: what it is, and See, Edit and Delete. */
export default function ResourceCard<T extends Record<string, unknown>>({
  config,
  item,
}: {
  config: ResourceConfig<T>;
  item: T;
}) {
  const id = Number(item[config.idField]);
  const { title, subtitle, image, imageSet } = config.describe(item);
  const { remove, isPending } = useDeleteWithNotice(config);
  const hasImages = config.files.some((file) => file.type === 'image');

  return (
    <li className="admin-card" data-item-id={id}>
      {hasImages && <Thumbnail src={image ?? null} set={imageSet} alt="" />}
      <div className="admin-card__body">
        <h2 className="admin-card__title">{title}</h2>
        {subtitle && <p className="admin-card__subtitle">{subtitle}</p>}
        {!config.isShown(item) && <p className="admin-off-site">{offSiteNote(config)}</p>}
        <LanguageMarks gaps={config.languageGaps(item)} />
        <p className="admin-card__id">#{id}</p>
      </div>
      <div className="admin-card__actions">
        <Link className="admin-button admin-button--ghost" to={config.paths.view(id)} aria-label={`See ${title}`}>
          See
        </Link>
        <Link className="admin-button admin-button--ghost" to={config.paths.edit(id)} aria-label={`Edit ${title}`}>
          Edit
        </Link>
        <ConfirmDelete
          name={title}
          what={config.lower}
          isPending={isPending}
          check={{
            key: [config.key, 'delete-check', id],
            read: async () => {
              const { data, version } = await versionedRequest('GET', config.api.single(id), config.singleSchema);
              return { name: config.describe(data).title, version };
            },
          }}
          onConfirm={(version) => remove(id, version)}
        />
      </div>
    </li>
  );
}
