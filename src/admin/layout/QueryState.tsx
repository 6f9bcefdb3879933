import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useAdminText } from '../i18n/admin-language.ts';
import { ApiRequestError } from '../lib/api-client.ts';

/** Shows a query's loading and failure states; its children render once the data is there. */
export default function QueryState<T>({
  query,
  children,
}: {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}) {
  const t = useAdminText();
  if (query.isPending) {
    return (
      <p className="admin-muted" role="status">
        {t.common.loading}
      </p>
    );
  }
  if (query.isError) {
    const notFound = query.error instanceof ApiRequestError && query.error.status === 404;
    return (
      <p className="admin-alert admin-alert--error" role="alert">
        {notFound ? t.common.notFound : t.common.loadFailed}
      </p>
    );
  }
  return children(query.data);
}
