import { describe, expect, it } from 'vitest';
import { connectionEnv, dbnameOption, describeDatabase, findPgTool } from './pg-tools.ts';

describe('the settings pg_dump and pg_restore are given', () => {
  it.each([
    {
      url: 'postgres://site:s3cr%40t%2Fpw@db.example.com:6432/tirana',
      env: { PGHOST: 'db.example.com', PGPORT: '6432', PGUSER: 'site', PGPASSWORD: 's3cr@t/pw', PGDATABASE: 'tirana' },
    },
    {
      url: 'postgresql://site@[::1]/tirana?sslmode=verify-full&application_name=backup',
      env: { PGHOST: '::1', PGUSER: 'site', PGDATABASE: 'tirana', PGSSLMODE: 'verify-full', PGAPPNAME: 'backup' },
    },
    {
      url: 'postgres://site@localhost/tirana?host=/var/run/postgresql',
      env: { PGHOST: '/var/run/postgresql', PGUSER: 'site', PGDATABASE: 'tirana' },
    },
    { url: 'postgres://site@db', env: { PGHOST: 'db', PGUSER: 'site', PGDATABASE: 'site' } },
  ])('passes the parts of $url as libpq environment variables', ({ url, env }) => {
    expect(connectionEnv(url)).toEqual(env);
  });

  it('names the database alone on the command line, quoted as a conninfo value', () => {
    expect(dbnameOption({ PGDATABASE: 'tirana', PGPASSWORD: 'secret' })).toBe("--dbname=dbname='tirana'");
    expect(dbnameOption({ PGDATABASE: "o'brien=x" })).toBe("--dbname=dbname='o\\'brien=x'");
  });

  it('refuses a parameter libpq does not know, without showing the password', () => {
    const url = 'postgres://site:hunter22@db/tirana?ssl=true';
    expect(() => connectionEnv(url)).toThrow(/parameter ssl/);
    expect(() => connectionEnv(url)).not.toThrow(/hunter22/);
  });

  it('describes where it connects without the password', () => {
    expect(describeDatabase('postgres://site:hunter22@db.example.com:6432/tirana')).toBe(
      'the PostgreSQL database "tirana" on db.example.com:6432',
    );
  });
});

describe('the PostgreSQL programs', () => {
  it('asks for the server’s major version when only another is installed', async () => {
    await expect(findPgTool('pg_dump', 99)).rejects.toThrow(
      /pg_dump of PostgreSQL 99, the server's version, is needed .*postgresql-client-99/,
    );
  });
});
