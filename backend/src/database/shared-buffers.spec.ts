import { hugePagesAdvice, serverSettings, sharedBuffers } from './embedded-postgres';

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

describe('the embedded cluster pages and reads', () => {
  const pool = { hugePagesStatus: 'off', sharedBufferBytes: 4 * GB, hugePagesNeeded: 2_077 };

  it('advises reserving huge pages for a large pool in 4 kB pages, with the number PostgreSQL needs', () => {
    expect(hugePagesAdvice(pool)).toMatch(/4096 MB buffer pool.*sysctl -w vm\.nr_hugepages=2077/);
  });

  it('stays silent on huge pages and on a small pool', () => {
    expect(hugePagesAdvice({ ...pool, hugePagesStatus: 'on' })).toBeNull();
    expect(hugePagesAdvice({ ...pool, sharedBufferBytes: 128 * 2 ** 20 })).toBeNull();
  });

  it('reads in the backend itself, not through I/O workers', () => {
    expect(serverSettings()).toMatchObject({ io_method: 'sync', jit: 'off' });
  });
});
