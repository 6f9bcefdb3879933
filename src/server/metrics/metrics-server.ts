import { once } from 'node:events';
import { createServer } from 'node:http';
import { collectDefaultMetrics, type Registry } from 'prom-client';

export interface MetricsAddress {
  port: number;
  host: string;
}

/**
 * Serves `registry` at GET /metrics for Prometheus, on an address of its own (METRICS_PORT,
 * 127.0.0.1 unless METRICS_HOST says otherwise): never on the API's public port. Adds the
 * process's own metrics (CPU, memory, event loop), which exist once per process.
 */
export async function serveMetrics(registry: Registry, { port, host }: MetricsAddress) {
  collectDefaultMetrics({ register: registry });
  const server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Only GET /metrics is here.\n');
      return;
    }
    registry.metrics().then(
      (body) => response.writeHead(200, { 'content-type': registry.contentType }).end(body),
      (error: unknown) =>
        response
          .writeHead(500, { 'content-type': 'text/plain' })
          .end(`${error instanceof Error ? error.message : error}\n`),
    );
  });
  server.listen(port, host);
  await once(server, 'listening');
  return {
    port: (server.address() as { port: number }).port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // A scraper keeps its connection open between scrapes.
        server.closeAllConnections();
      }),
  };
}
