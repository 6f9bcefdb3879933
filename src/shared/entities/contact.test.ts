import { describe, expect, it } from 'vitest';
import { CONSENT_MESSAGE, ContactInputSchema, contactIssues, PHONE_NUMBER_MESSAGE } from './contact.ts';

const parse = (input: Record<string, unknown>) => ContactInputSchema.parse(input);

describe('contactIssues', () => {
  it('asks nothing of a contact message that says something', () => {
    expect(contactIssues(parse({ contactMessage: 'Hello' }), false)).toEqual({});
    expect(contactIssues(parse({ firstName: 'Ana' }), false)).toEqual({});
  });

  it('refuses an entirely empty message, spaces included', () => {
    expect(contactIssues(parse({ firstName: '  ', contactMessage: '' }), false)).toHaveProperty('contactMessage');
  });

  it('requires every field of an application, the vacancy, the CV and the consent', () => {
    expect(Object.keys(contactIssues(parse({ staffId: '3' }), false)).sort()).toEqual(
      ['consent', 'contactNumber', 'cvUrl', 'email', 'firstName', 'lastName'].sort(),
    );
    expect(
      Object.keys(
        contactIssues(
          parse({ firstName: 'A', lastName: 'B', email: 'a@b.al', contactNumber: '+355 69 123 4567', consent: 'on' }),
          true,
        ),
      ),
    ).toEqual(['staffId']);
    expect(
      contactIssues(
        parse({
          firstName: 'A',
          lastName: 'B',
          email: 'a@b.al',
          contactNumber: '+355 69 123 4567',
          staffId: 3,
          consent: true,
        }),
        true,
      ),
    ).toEqual({});
  });

  it.each([
    ['no consent', {}],
    ['a consent refused', { consent: 'false' }],
    ['a consent of JSON refused', { consent: false }],
  ])('refuses an application with %s, saying so in English', (_, consent) => {
    const application = { firstName: 'A', lastName: 'B', email: 'a@b.al', contactNumber: '+355 69 123 4567' };
    expect(contactIssues(parse({ ...application, staffId: 3, ...consent }), true)).toEqual({
      consent: CONSENT_MESSAGE,
    });
  });

  it('asks no consent of a contact message', () => {
    expect(contactIssues(parse({ contactMessage: 'Hello', consent: 'false' }), false)).toEqual({});
  });
});

describe('ContactInputSchema', () => {
  it.each([
    [{ email: 'not-an-email' }, 'email'],
    [{ firstName: 'x'.repeat(101) }, 'firstName'],
    [{ staffId: 'abc' }, 'staffId'],
  ])('refuses %j', (input, field) => {
    const result = ContactInputSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path[0]).toBe(field);
  });

  it.each([
    ['a number with a country code, spaces, dashes and parentheses', '+355 (69) 123-4567'],
    ['a local number', '069 222 3333'],
    ['the shortest number', '123456'],
    ['the longest number', '1'.repeat(20)],
    ['no number, in a contact message', ''],
  ])('takes %s as a phone number', (_, contactNumber) => {
    expect(ContactInputSchema.safeParse({ contactNumber }).success).toBe(true);
  });

  it.each([
    ['letters', '069 abc 333'],
    ['a number too short', '12345'],
    ['a number too long', '1'.repeat(21)],
    ['punctuation alone', '(+) - ( )'],
    ['a dot or a slash', '069.222/333'],
  ])('refuses %s as a phone number, saying what it takes', (_, contactNumber) => {
    const result = ContactInputSchema.safeParse({ contactNumber });
    expect(result.error?.issues[0]).toMatchObject({ path: ['contactNumber'], message: PHONE_NUMBER_MESSAGE });
  });

  it.each([
    ['a ticked checkbox', 'on', true],
    ['form data’s true', 'true', true],
    ['JSON’s true', true, true],
    ['form data’s false', 'false', false],
  ])('reads %s as the consent', (_, consent, agreed) => {
    expect(parse({ consent }).consent).toBe(agreed);
  });

  it('refuses a consent that is neither yes nor no', () => {
    expect(ContactInputSchema.safeParse({ consent: 'maybe' }).error?.issues[0]?.path[0]).toBe('consent');
  });

  it('treats an empty vacancy field as no vacancy', () => {
    expect(parse({ staffId: '' }).staffId).toBeUndefined();
  });
});
