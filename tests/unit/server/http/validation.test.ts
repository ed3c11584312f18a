// The wording of validation answers (src/server/http/validation.ts): a message always names the
// field it is about, and a NUL hidden anywhere in accepted input is found.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { describeIssue, fieldLabel, nulPath, relabel, specValidatorCompiler } from '@server/http/validation';

describe('relabel', () => {
  it("retells a shared schema's message with the field's own label", () => {
    expect(relabel('New password', 'Password is invalid')).toBe('New password is invalid');
    expect(relabel('Confirm password', 'Password is required field!')).toBe('Confirm password is required field!');
    expect(describeIssue(['currentPassword'], 'Password is invalid')).toEqual({ field: 'currentPassword', message: 'Current password is invalid' });
  });

  it('leaves messages that already name the field, or name something else, as they are', () => {
    expect(relabel('Password', 'Password is invalid')).toBe('Password is invalid');
    expect(relabel('Email', 'Password is invalid')).toBe('Password is invalid');
    expect(relabel('Token', 'The reset link is invalid or has expired')).toBe('The reset link is invalid or has expired');
  });
});

describe('fieldLabel', () => {
  it('names a field by its last key, in the words the forms use', () => {
    expect(fieldLabel(['nodes', 3, 'actions', 0, 'creativeId'])).toBe('Creative');
    expect(fieldLabel(['contactGroupIds', 2])).toBe('Contact groups');
    expect(fieldLabel(['nodes', 0, 'parentActionId'])).toBe('Parent action id');
  });

  it('names a key by what holds it where the same key means different things', () => {
    expect(fieldLabel(['notes', 0, 'text'])).toBe('Note');
    expect(fieldLabel(['attachments', 0, 'text'])).toBe('Text');
    expect(fieldLabel(['text'])).toBe('Text');
  });
});

describe('NUL characters', () => {
  it('are found at any depth, by path', () => {
    expect(nulPath({ a: 'ok', b: [{ c: 'x' }, { c: 'y\u0000' }] })).toEqual(['b', 1, 'c']);
    expect(nulPath({ a: 'ok', n: 1, z: null })).toBeNull();
    const deep = JSON.parse(`${'['.repeat(20_000)}"\\u0000"${']'.repeat(20_000)}`);
    expect(nulPath(deep)?.length).toBe(20_000);
  });

  it('are refused in input the schema accepts, naming the field', () => {
    const validate = specValidatorCompiler({ schema: z.object({ title: z.string() }), method: 'POST', url: '/x', httpPart: 'body' });
    expect(validate({ title: 'fine' })).toEqual({ value: { title: 'fine' } });
    const refused = validate({ title: 'a\u0000b' });
    expect(refused).toMatchObject({ error: [{ message: 'is incorrect format!', params: { path: ['title'] } }] });
  });
});
