import { once } from 'node:events';
import { createServer } from 'node:net';

/** A port free on the loopback now, for a server started next (tests, benchmarks). */
export async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}
