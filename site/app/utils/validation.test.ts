import { describe, expect, it } from 'vitest';
import { field } from './validation';

describe('field', () => {
  it('reads a text field, and a file or a missing field as empty text', () => {
    const form = new FormData();
    form.set('email', 'a@b.c');
    form.set('upload', new Blob(['x']), 'x.txt');
    expect(field(form, 'email')).toBe('a@b.c');
    expect(field(form, 'upload')).toBe('');
    expect(field(form, 'missing')).toBe('');
  });
});
