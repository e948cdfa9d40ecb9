import { describe, expect, it } from 'vitest';
import { syncStep } from './useListUrlSync';

const DEFAULTS = 'page=1&per=25';

describe('syncStep', () => {
  it('writes the defaults into a bare URL without a new history entry', () => {
    expect(syncStep(null, '', DEFAULTS)).toBe('replaceUrl');
  });

  it('leaves a URL that already says what the list shows', () => {
    expect(syncStep(null, DEFAULTS, DEFAULTS)).toBe('none');
    expect(syncStep(DEFAULTS, DEFAULTS, DEFAULTS)).toBe('none');
  });

  it('pushes a list change (page, sort, filter) as a new history entry', () => {
    expect(syncStep(DEFAULTS, DEFAULTS, 'page=2&per=25')).toBe('pushUrl');
  });

  it('adopts a URL changed from outside (Back, a link) instead of overwriting it', () => {
    expect(syncStep('page=2&per=25', DEFAULTS, 'page=2&per=25')).toBe('adoptUrl');
  });

  it('does not adopt the list’s own query coming back through the URL', () => {
    expect(syncStep(DEFAULTS, 'page=2&per=25', 'page=2&per=25')).toBe('none');
  });
});
