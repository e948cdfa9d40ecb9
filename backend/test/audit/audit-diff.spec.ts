import { diff } from '../../src/audit/audit.service';

describe('audit diff', () => {
  it("keeps a notice's content fingerprint (so the history can say the content changed), never a secret", () => {
    expect(
      diff(
        { title: 'A', contentHash: 'aaa', passwordHash: 'x', apiToken: 't' },
        { title: 'A', contentHash: 'bbb', passwordHash: 'y', apiToken: 'u' },
      ),
    ).toEqual({ contentHash: { before: 'aaa', after: 'bbb' } });
  });
});
