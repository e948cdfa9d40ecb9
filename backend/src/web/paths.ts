import { existsSync } from 'node:fs';
import { resolve } from 'node:path';

/** Where the built front ends live, relative to this package (works from src/ under ts-jest and from dist/). */
const root = resolve(__dirname, '..', '..', '..');
export const ADMIN_DIST = resolve(root, 'admin', 'dist');
export const SITE_BUILD = resolve(root, 'site', 'build');
export const SITE_SERVER_ENTRY = resolve(SITE_BUILD, 'server', 'index.js');
export const SITE_CLIENT_DIR = resolve(SITE_BUILD, 'client');

export const adminBuilt = () => existsSync(resolve(ADMIN_DIST, 'index.html'));
export const siteBuilt = () => existsSync(SITE_SERVER_ENTRY);
