import { describe, expect, it } from 'vitest';
import { openerOf } from './dialog';

/** A fake element: focusable, in a document whose body is `body`. */
function element(body: object | null = null) {
  const node = { focus: () => undefined, ownerDocument: { body } };
  return node as unknown as Element;
}

describe('openerOf', () => {
  it('answers the control focused when the window opened, to focus it again on Escape', () => {
    const link = element({});
    const dialog = { contains: () => false } as unknown as Element;
    expect(openerOf(link, dialog)).toBe(link);
  });

  it('answers nothing for the page itself, no focus or a control inside the window', () => {
    const body = { focus: () => undefined, ownerDocument: { body: null as unknown } };
    body.ownerDocument.body = body;
    expect(openerOf(body as unknown as Element, null)).toBeNull();
    expect(openerOf(null, null)).toBeNull();
    const inside = element({});
    expect(openerOf(inside, { contains: () => true } as unknown as Element)).toBeNull();
  });
});
