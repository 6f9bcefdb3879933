import { describe, expect, it } from 'vitest';
import type { Contact } from '#shared/entities/contact.ts';
import type { Language } from '#shared/i18n/languages.ts';
import { inboxCsv } from './inbox-csv.ts';

const application: Contact = {
  contactId: 1,
  reference: 'TG-7K3Q9',
  kind: 'application',
  firstName: 'Besa',
  lastName: 'Krasniqi',
  email: 'besa@example.al',
  contactNumber: '069 123 4567',
  contactMessage: '',
  staffId: 4,
  staffTittle: 'Site engineer',
  titulliStaf: 'Inxhinier kantieri',
  cvUrl: null,
  state: 'answered',
  consentAt: null,
  language: 'sq',
  createdAt: '2026-06-01T12:05:00.000Z',
  unit: null,
};

const inquiry: Contact = {
  ...application,
  kind: 'inquiry',
  state: 'new',
  staffId: null,
  staffTittle: null,
  titulliStaf: null,
  contactMessage: 'Is it still free?',
  unit: {
    unitId: 12,
    reference: 'B2-07-04',
    buildingId: 3,
    buildingTitle: 'Tower B',
    titulliNderteses: 'Kulla B',
    salesCategoryId: 1,
    categoryName: 'Apartment',
    emriKategorise: 'Apartament',
    status: 'reserved',
  },
};

const rowsOf = (contacts: Contact[], language: Language) =>
  inboxCsv(contacts, language).subarray(3).toString('utf8').split('\r\n').slice(0, -1);

describe('inboxCsv', () => {
  it.each([
    [
      'en',
      'Reference,Received at (Tirana time),Type,State,First name,Last name,Email,Phone,Vacancy,Unit,Building,Unit status,Message',
      'TG-7K3Q9,2026-06-01 14:05,Application,Answered,Besa,Krasniqi,besa@example.al,069 123 4567,Site engineer,,,,',
    ],
    [
      'sq',
      'Referenca,Marrë më (ora e Tiranës),Lloji,Gjendja,Emri,Mbiemri,Email-i,Telefoni,Pozicioni,Njësia,Ndërtesa,Gjendja e njësisë,Mesazhi',
      'TG-7K3Q9,2026-06-01 14:05,Aplikim,I përgjigjur,Besa,Krasniqi,besa@example.al,069 123 4567,Inxhinier kantieri,,,,',
    ],
  ] as const)('writes the headings, type, state and vacancy in %s', (language, headings, row) => {
    expect(rowsOf([application], language)).toEqual([headings, row]);
  });

  it.each([
    ['en', 'Message', 'New'],
    ['sq', 'Mesazh', 'I ri'],
  ] as const)('names a new message in %s', (language, type, state) => {
    const message: Contact = { ...application, kind: 'message', state: 'new', staffTittle: null, titulliStaf: null };
    const [, row] = rowsOf([message], language);
    expect(row?.split(',').slice(2, 4)).toEqual([type, state]);
    expect(row?.split(',')[8]).toBe('');
  });

  it.each([
    ['en', { staffTittle: null, titulliStaf: 'Arkitekt' }, 'Arkitekt'],
    ['en', { staffTittle: '', titulliStaf: 'Arkitekt' }, 'Arkitekt'],
    ['sq', { staffTittle: 'Architect', titulliStaf: null }, 'Architect'],
    ['sq', { staffTittle: 'Architect', titulliStaf: '' }, 'Architect'],
  ] as const)(
    'writes the vacancy in %s from the other language when it has no title in its own (%o)',
    (language, titles, vacancy) => {
      const [, row] = rowsOf([{ ...application, ...titles }], language);
      expect(row?.split(',')[8]).toBe(vacancy);
    },
  );

  it.each([
    ['en', 'Unit inquiry,New', 'B2-07-04,Tower B,Reserved'],
    ['sq', 'Pyetje për njësi,I ri', 'B2-07-04,Kulla B,E rezervuar'],
  ] as const)('writes an inquiry’s unit, building and the unit’s status in %s', (language, kind, unit) => {
    const [, row] = rowsOf([inquiry], language);
    const cells = row?.split(',') ?? [];
    expect(cells.slice(2, 4).join(',')).toBe(kind);
    expect(cells.slice(9).join(',')).toBe(`${unit},Is it still free?`);
  });

  it.each([
    ['en', '(unit deleted)'],
    ['sq', '(njësia u fshi)'],
  ] as const)('says in %s that an inquiry’s unit was deleted', (language, deleted) => {
    const [, row] = rowsOf([{ ...inquiry, unit: null }], language);
    expect(row?.split(',').slice(9)).toEqual([deleted, '', '', 'Is it still free?']);
  });
});
