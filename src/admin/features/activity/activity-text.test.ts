import { describe, expect, it } from 'vitest';
import type { ActivityEntry } from '#shared/payloads/activity.ts';
import { activityWhat, itemScreen } from './activity-text.ts';

const entry = (fields: Partial<ActivityEntry>): ActivityEntry => ({
  activityId: 1,
  at: '2026-11-27T10:00:00.000Z',
  actor: 'admin',
  action: 'update',
  kind: 'project',
  entityId: 7,
  summary: '',
  details: null,
  ...fields,
});

describe('itemScreen', () => {
  it.each([
    ['an update of a project', entry({}), '/adminpage/viewproject/7'],
    ['a delete', entry({ action: 'delete' }), null],
    ['a reorder', entry({ action: 'reorder', entityId: null }), null],
    ['a contact deleted at once', entry({ action: 'contact-delete', kind: 'contact' }), null],
    ['the retention’s deletes', entry({ action: 'contact-retention', kind: 'contact', entityId: null }), null],
    ['an account', entry({ action: 'account-create', kind: 'account' }), null],
  ])('links %s to its screen while it may exist', (_, activity, screen) => {
    expect(itemScreen(activity)).toBe(screen);
  });
});

describe('activityWhat', () => {
  const titles = { en: 'Lake Residence', sq: 'Rezidenca e Liqenit' };

  it.each([
    [
      'an update, by the title and the form’s labels',
      entry({ details: { titles, fields: ['titulliProjekti', 'boxOne'] } }),
      'Projekti “Rezidenca e Liqenit”, ndryshuan: Titulli (shqip), Specifikimet: Viti',
      'Project “Lake Residence”, changed: Title (Albanian), Specifications: Year',
    ],
    [
      'an item titled in one language only, by that title in both',
      entry({ action: 'create', details: { titles: { en: '', sq: 'Vetëm shqip' } } }),
      'Projekti “Vetëm shqip”',
      'Project “Vetëm shqip”',
    ],
    [
      'a restore of a version',
      entry({ action: 'restore', details: { titles, version: 3 } }),
      'Projekti “Rezidenca e Liqenit”, u rikthye versioni 3',
      'Project “Lake Residence”, version 3 put back',
    ],
    [
      'a restore from the trash',
      entry({ action: 'restore', details: { titles, fromTrash: true } }),
      'Projekti “Rezidenca e Liqenit”, nga koshi',
      'Project “Lake Residence”, from the trash',
    ],
    [
      'an image, by its parent',
      entry({ action: 'create', kind: 'gallery', entityId: 12, details: { parent: { kind: 'project', id: 3 } } }),
      'Fotografia e galerisë #12 e projektit #3',
      'Gallery image #12 of project #3',
    ],
    [
      'an image’s focal point, by its label',
      entry({
        kind: 'gallery',
        entityId: 12,
        details: { parent: { kind: 'project', id: 3 }, fields: ['focalPoints'] },
      }),
      'Fotografia e galerisë #12 e projektit #3, ndryshuan: Pikat e fokusit',
      'Gallery image #12 of project #3, changed: Focal points',
    ],
    [
      'a reorder of a parent’s images',
      entry({ action: 'reorder', kind: 'gallery', entityId: 3, details: { parent: { kind: 'project', id: 3 } } }),
      'Fotografitë e galerisë e projektit #3',
      'Gallery images of project #3',
    ],
    [
      'a failed login, with why',
      entry({
        action: 'login-failed',
        kind: 'account',
        details: { username: 'intruder', ip: '10.0.0.1', loginFailure: 'wrong-password' },
      }),
      'si “intruder” nga 10.0.0.1: fjalëkalim i gabuar',
      'as “intruder” from 10.0.0.1: wrong password',
    ],
    [
      'an account’s roles, by their names',
      entry({
        action: 'account-roles',
        kind: 'account',
        details: { username: 'ed', roles: ['ROLE_ADMIN', 'ROLE_USER'] },
      }),
      'Llogaria “ed”, rolet: Administrator, Redaktor',
      'Account “ed”, roles: Administrator, Editor',
    ],
    [
      'every factor of an account removed by an admin',
      entry({ action: 'factor-remove', kind: 'account', details: { username: 'ed' } }),
      'Llogaria “ed”, të gjithë faktorët e dytë',
      'Account “ed”, every second factor',
    ],
    [
      'the second-factor rule set',
      entry({ action: 'factor-rule', kind: 'account', entityId: null, details: { factorRule: 'everyone' } }),
      'çdo llogari duhet të ketë faktor të dytë',
      'every account must have a second factor',
    ],
    [
      'a contact’s new state',
      entry({
        action: 'contact-state',
        kind: 'contact',
        details: { reference: 'TG-2026-0007', application: true, state: 'answered' },
      }),
      'Aplikim TG-2026-0007, tani „I përgjigjur“',
      'Application TG-2026-0007, now “Answered”',
    ],
  ])('words %s in the admin’s language', (_, activity, albanian, english) => {
    expect(activityWhat(activity, 'sq')).toBe(albanian);
    expect(activityWhat(activity, 'en')).toBe(english);
  });

  it('shows the API’s summary of an entry logged before facts were kept', () => {
    expect(activityWhat(entry({ summary: 'Updated project “Old”: boxOne' }), 'sq')).toBe(
      'Updated project “Old”: boxOne',
    );
  });
});
