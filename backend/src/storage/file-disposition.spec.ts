import { attachmentDisposition, fileDisposition, fileSecurityPolicy, isInlineType } from './file-storage';

describe('served files: inline or download, and their security policy', () => {
  it('shows PDFs and raster images inline under their name; anything else is a download', () => {
    expect(fileDisposition('plan.pdf', 'application/pdf')).toBe(
      `inline; filename="plan.pdf"; filename*=UTF-8''plan.pdf`,
    );
    expect(fileDisposition('map.png', 'image/png')).toMatch(/^inline; filename="map.png"/);
    expect(fileDisposition('photo.jpg', 'IMAGE/JPEG; charset=binary')).toMatch(/^inline;/);
    for (const type of [
      'text/plain',
      'text/html',
      'image/svg+xml',
      'application/xml',
      'application/octet-stream',
      '',
    ])
      expect(fileDisposition('x', type)).toMatch(/^attachment;/);
    expect(isInlineType('image/svg+xml')).toBe(false);
    expect(attachmentDisposition('Ünïcode "plan".pdf', 'inline')).toBe(
      `inline; filename="_n_code _plan_.pdf"; filename*=UTF-8''%C3%9Cn%C3%AFcode%20%22plan%22.pdf`,
    );
  });

  it('gives every served file a policy that loads and runs nothing; sandboxed unless a PDF', () => {
    for (const type of ['image/png', 'image/jpeg', 'text/plain', 'text/html']) {
      const policy = fileSecurityPolicy(type);
      expect(policy).toContain("default-src 'none'");
      expect(policy).toMatch(/; sandbox$/);
      expect(policy).not.toContain('script-src');
    }
    const pdf = fileSecurityPolicy('application/pdf');
    expect(pdf).toContain("default-src 'none'");
    expect(pdf).toContain("object-src 'self'");
    expect(pdf).not.toContain('script-src');
  });
});
