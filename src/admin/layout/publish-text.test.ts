import { describe, expect, it } from 'vitest';
import type { PublishStatus } from '#shared/payloads/publish.ts';
import { describeChange } from './publish-text.ts';

type Change = Pick<PublishStatus, 'kind' | 'entityId' | 'operation' | 'titles'> &
  Partial<Pick<PublishStatus, 'publication' | 'scheduledFor'>>;

const lake = { en: 'Lake Residence', sq: 'Rezidenca e Liqenit' };
const project = (operation: PublishStatus['operation'], titles: PublishStatus['titles'] = lake): Change => ({
  kind: 'project',
  entityId: 84,
  operation,
  titles,
});

describe('describeChange', () => {
  it.each<[Change, string, string]>([
    [project('update'), 'Project “Lake Residence” updated', 'Projekti “Rezidenca e Liqenit” u përditësua'],
    [project('create'), 'Project “Lake Residence” created', 'Projekti “Rezidenca e Liqenit” u krijua'],
    [project('delete'), 'Project “Lake Residence” deleted', 'Projekti “Rezidenca e Liqenit” u fshi'],
    [
      project('restore'),
      'Project “Lake Residence” restored from the trash',
      'Projekti “Rezidenca e Liqenit” u rikthye nga koshi',
    ],
    [
      project('update', { en: 'Lake Residence', sq: '' }),
      'Project “Lake Residence” updated',
      'Projekti “Lake Residence” u përditësua',
    ],
    [project('update', { en: '', sq: '' }), 'Project #84 updated', 'Projekti #84 u përditësua'],
    [project('restore', null), 'Project #84 restored from the trash', 'Projekti #84 u rikthye nga koshi'],
    [
      { kind: 'category', entityId: 3, operation: 'update', titles: { en: 'Apartments', sq: 'Apartamente' } },
      'Sales category “Apartments” updated',
      'Kategoria e shitjeve “Apartamente” u përditësua',
    ],
    [
      { kind: 'gallery', entityId: 40, operation: 'create', titles: lake },
      'Gallery image #40 of “Lake Residence” created',
      'Fotografia e galerisë #40 e “Rezidenca e Liqenit” u krijua',
    ],
    [
      { kind: 'gallery', entityId: 40, operation: 'delete', titles: null },
      'Gallery image #40 deleted',
      'Fotografia e galerisë #40 u fshi',
    ],
    [
      { ...project('update'), publication: 'publish', scheduledFor: '2026-12-09T08:00:00.000Z' },
      'Project “Lake Residence” published, as scheduled',
      'Projekti “Rezidenca e Liqenit” u publikua, siç ishte planifikuar',
    ],
    [
      { ...project('update'), publication: 'unpublish', scheduledFor: '2026-12-09T08:00:00.000Z' },
      'Project “Lake Residence” taken off the site, back to a draft, as scheduled',
      'Projekti “Rezidenca e Liqenit” u hoq nga faqja, u kthye në draft, siç ishte planifikuar',
    ],
    [
      { ...project('update'), publication: 'publish', scheduledFor: null },
      'Project “Lake Residence” published',
      'Projekti “Rezidenca e Liqenit” u publikua',
    ],
    [
      { ...project('update'), publication: 'changes-publish', scheduledFor: '2026-12-09T08:00:00.000Z' },
      'Project “Lake Residence” updated with its saved changes, as scheduled',
      'Projekti “Rezidenca e Liqenit” u përditësua me ndryshimet e ruajtura, siç ishte planifikuar',
    ],
    [
      { kind: 'gallery', entityId: 3, operation: 'reorder', titles: null },
      'Gallery images of project #3 reordered',
      'Fotografitë e galerisë e projektit #3 u renditën',
    ],
    [
      { kind: 'project', entityId: 0, operation: 'reorder', titles: null },
      'Projects reordered',
      'Projektet u renditën',
    ],
  ])('words %o as “%s” and “%s”', (change, english, albanian) => {
    expect(describeChange(change, 'en')).toBe(english);
    expect(describeChange(change, 'sq')).toBe(albanian);
  });
});
