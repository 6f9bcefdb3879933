import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ApiRequestError } from '../lib/api-client.ts';

/** Shows a query's loading and failure states; its children render once the data is there. */
export default function QueryState<T>({
  query,
  children,
}: {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) {
    return (
      <p className="admin-muted" role="status">
        Loading…
      </p>
    );
  }
  if (query.isError) {
    const notFound = query.error instanceof ApiRequestError && query.error.status === 404;
    return (
      <p className="admin-alert admin-alert--error" role="alert">
        {notFound
          ? 'This item does not exist, or it was deleted.'
          : 'The data could not be loaded. Check the connection and reload the page.'}
      </p>
    );
  }
  return children(query.data);
}
