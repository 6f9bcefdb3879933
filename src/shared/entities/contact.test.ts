import { describe, expect, it } from 'vitest';
import { ContactInputSchema, contactIssues, PHONE_NUMBER_MESSAGE } from './contact.ts';

const parse = (input: Record<string, unknown>) => ContactInputSchema.parse(input);

describe('contactIssues', () => {
  it('asks nothing of a contact message that says something', () => {
    expect(contactIssues(parse({ contactMessage: 'Hello' }), false)).toEqual({});
    expect(contactIssues(parse({ firstName: 'Ana' }), false)).toEqual({});
  });

  it('refuses an entirely empty message, spaces included', () => {
    expect(contactIssues(parse({ firstName: '  ', contactMessage: '' }), false)).toHaveProperty('contactMessage');
  });

  it('requires every field of an application, the vacancy and the CV', () => {
    expect(Object.keys(contactIssues(parse({ staffId: '3' }), false)).sort()).toEqual(
      ['contactNumber', 'cvUrl', 'email', 'firstName', 'lastName'].sort(),
    );
    expect(
      Object.keys(
        contactIssues(
          parse({ firstName: 'A', lastName: 'B', email: 'a@b.al', contactNumber: '+355 69 123 4567' }),
          true,
        ),
      ),
    ).toEqual(['staffId']);
    expect(
      contactIssues(
        parse({ firstName: 'A', lastName: 'B', email: 'a@b.al', contactNumber: '+355 69 123 4567', staffId: 3 }),
        true,
      ),
    ).toEqual({});
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

  it('treats an empty vacancy field as no vacancy', () => {
    expect(parse({ staffId: '' }).staffId).toBeUndefined();
  });
});
