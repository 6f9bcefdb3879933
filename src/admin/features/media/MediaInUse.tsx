import { useAdminText } from '#admin/i18n/admin-language.ts';
import type { ApiRequestError } from '#admin/lib/api-client.ts';
import MediaUseList from './MediaUseList.tsx';
import { usesOf } from './media-uses.ts';

/**
 * Why an image was not deleted (409: it is still in use), in the API's words, and each place that
 * uses it as a link to that place, where the refusal names them.
 */
export default function MediaInUse({ refusal }: { refusal: ApiRequestError }) {
  const words = useAdminText().mediaItem;
  const uses = usesOf(refusal);
  return (
    <div className="admin-alert admin-alert--error media-in-use" role="alert">
      <p>{refusal.message}</p>
      {uses.length > 0 && (
        <>
          <p>{words.usedIn}</p>
          <MediaUseList uses={uses} />
        </>
      )}
    </div>
  );
}
