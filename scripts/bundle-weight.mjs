// Weighs the JavaScript a page needs before it works: its entry chunks and every chunk they import
// statically (what the browser downloads up front), gzip-compressed, read from each build's Vite
// manifest. Prints every entry, then checks it against its budget (exit code 1 above one).
//   node scripts/bundle-weight.mjs [admin|site]…   (both when none is named)
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { ROOT } from './lib.mjs';

const KB = 1000;

export const APPS = {
  admin: {
    manifest: 'admin/dist/.vite/manifest.json',
    root: 'admin/dist',
    extra: [],
    budgets: [
      // /admin/ before sign-in (it sends the browser to the site), then the landing list (notices).
      {
        name: 'sign-in + notices list',
        entries: ['index.html', 'src/notices/list/NoticeList.tsx'],
        max: 250,
      },
      { name: 'sign-in + users list', entries: ['index.html', 'src/users/UserList.tsx'], max: 250 },
    ],
  },
  site: {
    manifest: 'site/build/.vite/client-manifest.json',
    root: 'site/build/client',
    // Remix's route manifest, a script of its own in every page.
    extra: ['assets/manifest-'],
    budgets: [
      {
        name: 'home',
        entries: ['entry.client', 'app/root.tsx', 'app/routes/_home.tsx', 'app/routes/_home._index.tsx'],
        max: 100,
      },
    ],
  },
};

const gzipped = (file) => gzipSync(readFileSync(file)).length;

/** The manifest key of an entry given by its source path (Remix adds a suffix, Vite a prefix). */
function keyOf(manifest, entry) {
  const key = Object.keys(manifest).find(
    (k) => k === entry || k.startsWith(`${entry}?`) || k.endsWith(`/${entry}.tsx`),
  );
  if (!key) throw new Error(`No entry ${entry} in the manifest`);
  return key;
}

/** Every JS file the given manifest keys load up front. */
function closure(manifest, keys) {
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    if (chunk.file.endsWith('.js')) files.add(chunk.file);
    (chunk.imports ?? []).forEach(visit);
  };
  keys.forEach(visit);
  return files;
}

/** Weighs one app: every entry alone, then each budget. Returns the budgets' results. */
export function weigh(appName) {
  const app = APPS[appName];
  const manifestPath = join(ROOT, app.manifest);
  if (!existsSync(manifestPath)) throw new Error(`${app.manifest} is missing: build ${appName} first`);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const assets = join(ROOT, app.root, 'assets');
  const extra = readdirSync(assets)
    .map((name) => `assets/${name}`)
    .filter((file) => app.extra.some((prefix) => file.startsWith(prefix)));
  const sizes = new Map();
  const size = (files) =>
    [...files].reduce((sum, file) => {
      if (!sizes.has(file)) sizes.set(file, gzipped(join(ROOT, app.root, file)));
      return sum + sizes.get(file);
    }, 0);
  const kb = (bytes) => `${(bytes / KB).toFixed(1).padStart(7)} kB`;

  console.log(`\nJavaScript needed up front, gzip (${appName}):`);
  const entries = Object.keys(manifest).filter((k) => manifest[k].isEntry || manifest[k].isDynamicEntry);
  for (const [key, bytes] of entries
    .map((k) => [k, size(closure(manifest, [k]))])
    .sort((a, b) => b[1] - a[1]))
    console.log(`  ${kb(bytes)}  ${key.replace(/\?.*$/, '')}`);

  return app.budgets.map((budget) => {
    const files = new Set([
      ...closure(
        manifest,
        budget.entries.map((e) => keyOf(manifest, e)),
      ),
      ...extra,
    ]);
    const bytes = size(files);
    const ok = bytes <= budget.max * KB;
    console.log(`${ok ? '✔' : '✖'} ${appName} ${budget.name}: ${kb(bytes).trim()} (budget ${budget.max} kB)`);
    return { app: appName, name: budget.name, bytes, max: budget.max * KB, ok };
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const names = process.argv.slice(2);
  const results = (names.length ? names : Object.keys(APPS)).flatMap((name) => weigh(name));
  if (results.some((result) => !result.ok)) process.exit(1);
}
