import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { configureSiteVcl, SITE_VCL_PATH } from './edge-vcl.ts';

const shipped = readFileSync(SITE_VCL_PATH, 'utf8');

describe('configuring the site VCL', () => {
  it('points the backend elsewhere and changes nothing else', () => {
    const vcl = configureSiteVcl(shipped, { backend: { host: '10.0.0.4', port: 8081 } });
    expect(vcl).toContain('.host = "10.0.0.4";');
    expect(vcl).toContain('.port = "8081";');
    expect(vcl.replace('10.0.0.4', '127.0.0.1').replace('"8081"', '"4321"')).toBe(shipped);
  });

  it('replaces the purgers with addresses and networks of either family', () => {
    const vcl = configureSiteVcl(shipped, { purgers: ['10.0.0.5', ' 10.0.1.0/24', 'fd00::/8'] });
    expect(vcl).toMatch(/acl purgers \{\n {4}"10\.0\.0\.5";\n {4}"10\.0\.1\.0"\/24;\n {4}"fd00::"\/8;\n\}/);
    expect(vcl).not.toContain('"::1";');
  });

  it.each([
    ['a host name', { purgers: ['publisher.internal'] }],
    ['a quote that would end the string', { purgers: ['127.0.0.1"; } sub vcl_recv { "'] }],
    ['too many bits', { purgers: ['10.0.0.0/33'] }],
    ['no purger at all', { purgers: [] }],
    ['a backend host with a quote', { backend: { host: 'a"b', port: 80 } }],
    ['a port out of range', { backend: { host: '127.0.0.1', port: 70_000 } }],
  ])('refuses %s', (_name, settings) => {
    expect(() => configureSiteVcl(shipped, settings)).toThrow();
  });
});
