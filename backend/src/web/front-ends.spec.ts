import type { NestExpressApplication } from '@nestjs/platform-express';
import express from 'express';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { mountFrontEnds } from './front-ends';

// A checkout inside a dot-folder (as a throw-away clone under ~/.cache may be): the admin's build lives there.
const mockPaths = {
  adminDist: join(mkdtempSync(join(tmpdir(), 'front-ends-')), '.checkout', 'admin', 'dist'),
};
jest.mock('./paths', () => ({
  get ADMIN_DIST() {
    return mockPaths.adminDist;
  },
  SITE_CLIENT_DIR: '',
  SITE_SERVER_ENTRY: '',
  adminBuilt: () => true,
  siteBuilt: () => false,
}));

describe('front ends from a checkout inside a dot-folder', () => {
  it('serves the back office at any /admin path', async () => {
    mkdirSync(mockPaths.adminDist, { recursive: true });
    writeFileSync(join(mockPaths.adminDist, 'index.html'), '<title>Back office</title>');
    const app = express();
    await mountFrontEnds(app as unknown as NestExpressApplication, express.static);
    for (const path of ['/admin/', '/admin/notices/7']) {
      const res = await request(app).get(path);
      expect([path, res.status, res.text]).toEqual([path, 200, '<title>Back office</title>']);
    }
  });

  it('sends pages and scripts gzip-compressed to a browser that accepts it', async () => {
    mkdirSync(join(mockPaths.adminDist, 'assets'), { recursive: true });
    writeFileSync(join(mockPaths.adminDist, 'assets', 'app.js'), 'console.log("back office");\n'.repeat(200));
    const app = express();
    await mountFrontEnds(app as unknown as NestExpressApplication, express.static);
    const res = await request(app).get('/admin/assets/app.js').set('Accept-Encoding', 'gzip');
    expect([res.status, res.headers['content-encoding']]).toEqual([200, 'gzip']);
  });
});
