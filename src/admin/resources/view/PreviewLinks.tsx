import { useMutation } from '@tanstack/react-query';
import { useAdminText } from '#admin/i18n/admin-language.ts';
import { apiRequest, logFailure } from '#admin/lib/api-client.ts';
import { PREVIEW_PREFIX, PreviewSchema } from '#shared/payloads/preview.ts';

/**
 * A preview of an item's page as the site would render it, drafts included: the API grants links
 * for this session, which open the page in a new tab in either language (schemas/preview.ts).
 */
export default function PreviewLinks({ kind, id }: { kind: string; id: number }) {
  const t = useAdminText();
  const grant = useMutation({
    mutationFn: () => apiRequest('POST', `${PREVIEW_PREFIX}/${kind}/${id}`, PreviewSchema),
    onError: logFailure,
  });
  const links = grant.data?.links;
  return (
    <div className="public-links">
      {links ? (
        <p>
          {t.drafts.previewIn}{' '}
          <a href={links.sq} target="_blank" rel="noopener">
            Shqip
          </a>{' '}
          ·{' '}
          <a href={links.en} target="_blank" rel="noopener">
            English
          </a>{' '}
          <span className="admin-muted">{t.drafts.previewLasts}</span>
        </p>
      ) : (
        <button
          type="button"
          className="admin-button admin-button--ghost"
          disabled={grant.isPending}
          onClick={() => grant.mutate()}
        >
          {t.drafts.preview}
        </button>
      )}
      {grant.isError && (
        <p className="admin-alert admin-alert--error" role="alert">
          {t.common.changeFailed}
        </p>
      )}
    </div>
  );
}
