import { describe, expect, it } from 'vitest';
import { ContactInputSchema, contactIssues } from './contact.ts';

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
      Object.keys(contactIssues(parse({ firstName: 'A', lastName: 'B', email: 'a@b.al', contactNumber: '1' }), true)),
    ).toEqual(['staffId']);
    expect(
      contactIssues(parse({ firstName: 'A', lastName: 'B', email: 'a@b.al', contactNumber: '1', staffId: 3 }), true),
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

  it('treats an empty vacancy field as no vacancy', () => {
    expect(parse({ staffId: '' }).staffId).toBeUndefined();
  });
});
