import { useAdminText } from '#admin/i18n/admin-language.ts';
import QueryState from '#admin/layout/QueryState.tsx';
import MediaUseList from './MediaUseList.tsx';
import { useMediaUses } from './use-media.ts';

/** The image's screen's list of the places that show it, or that none does and it may be deleted. */
export default function WhereUsed({ mediaId }: { mediaId: number }) {
  const words = useAdminText().mediaItem;
  const uses = useMediaUses(mediaId);
  return (
    <section className="media-where-used" aria-labelledby="media-where-used-title">
      <h2 id="media-where-used-title">{words.whereUsed}</h2>
      <QueryState query={uses}>
        {(places) =>
          places.length > 0 ? <MediaUseList uses={places} /> : <p className="admin-muted">{words.notUsed}</p>
        }
      </QueryState>
    </section>
  );
}
