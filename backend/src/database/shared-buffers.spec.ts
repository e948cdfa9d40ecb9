import { sharedBuffers } from './embedded-postgres';

const GB = 2 ** 30;

describe('the embedded cluster buffer pool', () => {
  it('takes a quarter of the memory, at least PostgreSQL default and at most 4 GB', () => {
    expect(sharedBuffers(undefined, 8 * GB)).toBe('2048MB');
    expect(sharedBuffers(undefined, 0.25 * GB)).toBe('128MB');
    expect(sharedBuffers(undefined, 64 * GB)).toBe('4096MB');
  });

  it('takes DATABASE_SHARED_BUFFERS as it is, and refuses what PostgreSQL would not read', () => {
    expect(sharedBuffers('512MB', 8 * GB)).toBe('512MB');
    expect(() => sharedBuffers('lots', 8 * GB)).toThrow(/DATABASE_SHARED_BUFFERS/);
    expect(() => sharedBuffers('2G; fsync=off', 8 * GB)).toThrow(/DATABASE_SHARED_BUFFERS/);
  });
});
