import { afterEach, describe, expect, it, vi } from 'vitest';
import { publicOrigin } from './public-url.server';

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('publicOrigin', () => {
  it('is PUBLIC_URL without trailing slashes', () => {
    vi.stubEnv('PUBLIC_URL', ' https://notices.example.org// ');
    expect(publicOrigin()).toBe('https://notices.example.org');
  });

  it('falls back to localhost on PORT, then on 3000', () => {
    vi.stubEnv('PUBLIC_URL', ' ');
    vi.stubEnv('PORT', '8080');
    expect(publicOrigin()).toBe('http://localhost:8080');
    vi.stubEnv('PORT', '');
    expect(publicOrigin()).toBe('http://localhost:3000');
  });
});
