import { setTimeout as sleep } from 'node:timers/promises';
import { expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../fixtures/api.ts';
import { freePort, startMailServer } from '../fixtures/mail-server.ts';

const STAFF = 'hr@tiranagroup.test';
/** How long the mail server is away, while visitors keep writing. */
const AWAY_MS = 60_000;
const MESSAGES = 3;

/** How email stands on the dashboard. */
const mailStatus = async (api: TestApi) => (await api.asAdmin({ url: '/attention' })).json().mail;

/**
 * The mail server away for a minute, during which three visitors write: every message is taken,
 * the dashboard says mail is failing and why, and once a real SMTP server listens where the API
 * sends, every mail goes out, once.
 */
it('loses no mail while the mail server is away for a minute, and sends each once when it is back', async () => {
  const port = await freePort();
  const api = await startTestApi({
    mail: {
      transportUrl: `smtp://127.0.0.1:${port}`,
      from: 'Tirana Group <no-reply@tiranagroup.test>',
      teamEmails: [STAFF],
    },
    // Tries a second apart, up to five: the production waits (up to a minute) would only slow the test.
    mailTimings: { firstRetryMs: 1_000, maxRetryMs: 5_000, pollMs: 1_000 },
  });
  let smtp: Awaited<ReturnType<typeof startMailServer>> | undefined;
  try {
    const visitors = Array.from({ length: MESSAGES }, (_, n) => `visitor${n}@example.com`);
    for (const [n, email] of visitors.entries()) {
      const sent = await api.app.inject({
        method: 'POST',
        url: '/contact/save',
        payload: { firstName: `Visitor ${n}`, email, contactMessage: 'Is the flat free?', language: 'en' },
      });
      expect(sent.statusCode, sent.body).toBe(201);
      await sleep(AWAY_MS / MESSAGES);
    }
    expect(await mailStatus(api)).toMatchObject({ enabled: true, unsent: 2 * MESSAGES, failing: 2 * MESSAGES });
    expect((await mailStatus(api)).lastError).toMatch(/ECONNREFUSED|connect/i);

    smtp = await startMailServer(port);
    const server = smtp;
    await expect.poll(() => server.received.length, { timeout: 15_000 }).toBe(2 * MESSAGES);
    // Later tries would send again had a sent mail not been recorded.
    await sleep(3_000);
    expect(server.to(STAFF)).toHaveLength(MESSAGES);
    for (const email of visitors) expect(server.to(email)).toHaveLength(1);
    expect(await mailStatus(api)).toMatchObject({ unsent: 0, failing: 0, lastError: null });
  } finally {
    await api.close();
    await smtp?.close();
  }
}, 120_000);
