import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { configureSiteVcl, SITE_VCL_PATH } from '#scripts/edge-vcl.ts';
import { VARNISHD_PATH } from '#scripts/ensure-varnish.ts';

/**
 * The deploy folder's files, checked where no Docker engine runs: the compose file parses and holds
 * together, its Varnish configuration is the shipped one with the compose addresses and compiles,
 * the image runs unprivileged with a health check, and every unit starts a file that exists.
 */
const deploy = (file: string) => path.resolve('deploy', file);
const read = (file: string) => readFileSync(deploy(file), 'utf8');

interface Service {
  image?: string;
  build?: { context: string; dockerfile: string };
  command?: string[];
  environment?: Record<string, string | number>;
  volumes?: string[];
  networks?: string[] | Record<string, { ipv4_address?: string }>;
  depends_on?: string[] | Record<string, unknown>;
  healthcheck?: unknown;
}
const compose = parse(read('compose.yaml'), { merge: true }) as {
  services: Record<string, Service>;
  volumes: Record<string, unknown>;
  networks: Record<string, unknown>;
};
const { services } = compose;
const addressOf = (name: string) => {
  const networks = services[name]?.networks;
  return Array.isArray(networks) ? undefined : networks?.internal?.ipv4_address;
};

describe('deploy/compose.yaml', () => {
  it('runs PostgreSQL, two API instances, the publisher, the origin, Varnish and a TLS proxy', () => {
    expect(Object.keys(services).sort()).toEqual([
      'api-1',
      'api-2',
      'origin',
      'postgres',
      'proxy',
      'publisher',
      'varnish',
    ]);
  });

  it('names only services, volumes and networks it declares', () => {
    for (const [name, service] of Object.entries(services)) {
      const dependencies = Array.isArray(service.depends_on)
        ? service.depends_on
        : Object.keys(service.depends_on ?? {});
      for (const dependency of dependencies)
        expect(services, `${name} depends on ${dependency}`).toHaveProperty(dependency);
      for (const volume of service.volumes ?? []) {
        const [source = ''] = volume.split(':');
        if (source.startsWith('.')) expect(existsSync(deploy(source)), `${name} mounts ${source}`).toBe(true);
        else expect(compose.volumes, `${name} mounts ${source}`).toHaveProperty(source);
      }
      const networks = Array.isArray(service.networks) ? service.networks : Object.keys(service.networks ?? {});
      for (const network of networks) expect(compose.networks).toHaveProperty(network);
    }
  });

  it('gives both API instances the same database, signing keys and shared uploads', () => {
    const [first, second] = [services['api-1'], services['api-2']];
    expect(first).toEqual(second);
    expect(first?.environment).toMatchObject({
      DATABASE_URL: expect.stringMatching(/^postgres:\/\/.*@postgres:5432\//),
      JWT_SECRET: expect.stringMatching(/^\$\{JWT_SECRET:\?/),
      PUBLISH_WEBHOOK_SECRET: expect.stringMatching(/^\$\{PUBLISH_WEBHOOK_SECRET:\?/),
      PUBLISH_WEBHOOK_URL: 'http://publisher:4322/webhook',
    });
    expect(first?.volumes).toContain('uploads:/srv/uploads');
    expect(first?.build).toEqual({ context: '..', dockerfile: 'deploy/Dockerfile' });
  });

  it('lets the publisher purge Varnish, which keeps the origin’s pages', () => {
    expect(services.publisher?.environment).toMatchObject({ EDGE_PURGE: 'varnish', VARNISH_URLS: 'http://varnish:80' });
    const vcl = read('compose/varnish.vcl');
    expect(vcl).toContain(`.host = "${addressOf('origin')}";`);
    expect(vcl).toContain(`"${addressOf('publisher')}";`);
  });
});

describe('deploy/compose/varnish.vcl', () => {
  it('is the shipped VCL with the compose addresses, and nothing else changed', () => {
    const expected = configureSiteVcl(readFileSync(SITE_VCL_PATH, 'utf8'), {
      backend: { host: addressOf('origin') ?? '', port: 4321 },
      purgers: [addressOf('publisher') ?? ''],
    });
    expect(read('compose/varnish.vcl')).toBe(expected);
  });

  it('compiles in varnishd', () => {
    const workDir = mkdtempSync(path.join(tmpdir(), 'varnish-compose-'));
    try {
      execFileSync(VARNISHD_PATH, ['-C', '-j', 'none', '-n', workDir, '-f', deploy('compose/varnish.vcl')], {
        stdio: 'pipe',
      });
    } finally {
      rmSync(workDir, { recursive: true, force: true });
    }
  });
});

describe('deploy/Dockerfile', () => {
  const dockerfile = read('Dockerfile');

  it('installs production dependencies only and runs as an unprivileged account with a health check', () => {
    expect(dockerfile).toMatch(/^RUN npm ci --omit=dev/m);
    const user = dockerfile.search(/^USER node$/m);
    expect(user).toBeGreaterThan(0);
    expect(dockerfile.search(/^CMD /m)).toBeGreaterThan(user);
    expect(dockerfile).toMatch(/^HEALTHCHECK /m);
  });

  it('leaves installed files, data and secrets out of the image', () => {
    const ignored = readFileSync('.dockerignore', 'utf8').split('\n');
    for (const entry of ['node_modules', 'data', 'dist', '.env', '.git']) expect(ignored).toContain(entry);
  });
});

describe('deploy/systemd', () => {
  const units = readdirSync(deploy('systemd')).filter((file) => file.endsWith('.service'));

  it.each(units)('%s starts a file of the project, unprivileged, with its settings file', (unit) => {
    const text = read(`systemd/${unit}`);
    const [, program] = /^ExecStart=\/usr\/bin\/node (\S+)$/m.exec(text) ?? [];
    expect(program && existsSync(program), `${unit} starts ${program}`).toBe(true);
    expect(text).toMatch(/^User=tirana$/m);
    expect(text).toMatch(/^EnvironmentFile=\/etc\/tirana-group\/env$/m);
  });
});
