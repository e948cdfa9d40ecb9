import { createServer, request as httpRequest } from 'node:http';
import { publishNoticeToday } from '../support/api';
import { watchPageErrors } from '../support/browser';
import { expect, test } from '../support/fixtures';
import { ADMIN, freePort } from '../support/product';
import { signInOnSite } from '../support/session';
import { publishingWorld } from '../support/world';

/** GET with any Host header (fetch may not set Host); answers status, headers and body. */
function getWithHost(
  baseUrl: string,
  path: string,
  host: string,
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }> {
  const url = new URL(path, baseUrl);
  return new Promise((done, fail) => {
    const req = httpRequest(
      { host: url.hostname, port: url.port, path: `${url.pathname}${url.search}`, headers: { host } },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => done({ status: res.statusCode ?? 0, headers: res.headers, body }));
      },
    );
    req.on('error', fail);
    req.end();
  });
}

const scriptSrc = (csp: string) => /(?:^|;)\s*script-src ([^;]*)/.exec(csp)?.[1] ?? '';

// PUBLIC_URL unset, as on a fresh clone: the README's default http://localhost:$PORT applies.
test.use({ productOptions: { env: { PUBLIC_URL: '' } } });

test.describe('the site against forged hosts and inline scripts', () => {
  let noticeId = 0;
  let ownOrigin = '';

  test.beforeAll(async ({ browser, product }) => {
    ownOrigin = `http://localhost:${new URL(product.baseUrl).port}`;
    const world = await publishingWorld(browser, product, {
      publication: 'Flint Journal',
      noticeType: 'Public Hearing',
      ownerEmail: 'owner.security@example.org',
    });
    noticeId = await publishNoticeToday(world.admin.request, product.baseUrl, {
      noticeTypeId: world.noticeTypeId,
      publicationId: world.publicationId,
      title: 'Hearing on the river walk',
      content: 'The city hears the river walk plan.',
    });
    await world.admin.close();
  });

  test.describe('a forged Host header never reaches an absolute link', () => {
    const evil = 'evil.example';
    const expectOwnLinks = (body: string) => {
      expect(body).not.toContain(evil);
      expect(body).toContain(ownOrigin);
    };

    test('canonical link of a notice page', async ({ product }) => {
      const page = await getWithHost(product.baseUrl, `/notices/${noticeId}`, evil);
      expect(page.status).toBe(200);
      expect(page.body).toContain(`<link rel="canonical" href="${ownOrigin}/notices/${noticeId}"`);
      expectOwnLinks(page.body);
    });

    test('JSON-LD of a notice page', async ({ product }) => {
      const page = await getWithHost(product.baseUrl, `/notices/${noticeId}`, evil);
      const jsonLd = /<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/.exec(page.body)?.[1];
      expect(JSON.parse(jsonLd ?? '{}').url).toBe(`${ownOrigin}/notices/${noticeId}`);
    });

    test('sitemap', async ({ product }) => {
      const sitemap = await getWithHost(product.baseUrl, '/sitemap.xml', evil);
      expect(sitemap.status).toBe(200);
      expect(sitemap.body).toContain(`<loc>${ownOrigin}/notices/${noticeId}</loc>`);
      expectOwnLinks(sitemap.body);
    });

    test('feed', async ({ product }) => {
      const feed = await getWithHost(product.baseUrl, '/feeds/search.atom?for=river', evil);
      expect(feed.status).toBe(200);
      expect(feed.body).toContain(`${ownOrigin}/notices/${noticeId}`);
      expectOwnLinks(feed.body);
    });

    test('robots.txt', async ({ product }) => {
      const robots = await getWithHost(product.baseUrl, '/robots.txt', evil);
      expect(robots.body).toContain(`Sitemap: ${ownOrigin}/sitemap.xml`);
      expectOwnLinks(robots.body);
    });
  });

  test.describe('content security policy', () => {
    test("allows inline scripts of a site page only by this response's nonce", async ({ product }) => {
      const first = await fetch(`${product.baseUrl}/?for=river`);
      const second = await fetch(`${product.baseUrl}/?for=river`);
      const csp = first.headers.get('content-security-policy') ?? '';
      const nonce = /'nonce-([^']+)'/.exec(scriptSrc(csp))?.[1];
      expect(nonce).toBeTruthy();
      expect(scriptSrc(csp)).not.toContain('unsafe-inline');
      expect(second.headers.get('content-security-policy')).not.toContain(nonce);
      const html = await first.text();
      const inline = [...html.matchAll(/<script\b([^>]*)>/g)].filter(([, attrs]) => !/\bsrc=/.test(attrs));
      expect(inline.length).toBeGreaterThan(2);
      for (const [tag, attrs] of inline)
        expect({ tag, nonce: /\bnonce="([^"]*)"/.exec(attrs)?.[1] }).toEqual({ tag, nonce });
    });

    for (const path of ['/admin/', '/documentation', '/embed', `/notices/1`])
      test(`has no unsafe-inline scripts at ${path}`, async ({ product }) => {
        const response = await fetch(`${product.baseUrl}${path}`);
        const csp = response.headers.get('content-security-policy') ?? '';
        expect(scriptSrc(csp)).toBeTruthy();
        expect(scriptSrc(csp)).not.toContain('unsafe-inline');
      });

    test('hydrates a site page with no CSP violation', async ({ browser, product }) => {
      const page = await browser.newPage();
      const errors = watchPageErrors(page);
      const violations: string[] = [];
      page.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
      });
      await page.goto(`${product.baseUrl}/notices/${noticeId}`);
      await page.goto(`${product.baseUrl}/?for=river`);
      await page.getByRole('button', { name: 'List' }).click();
      await page.getByRole('table').first().waitFor();
      await page.getByRole('link', { name: 'Hearing on the river walk' }).first().click();
      await page.waitForURL(/\/notices\//);
      await page.getByRole('heading', { level: 1, name: 'Hearing on the river walk' }).waitFor();
      expect(violations).toEqual([]);
      expect(errors).toEqual([]);
    });

    test('loads the API documentation page with no CSP violation', async ({ browser, product }) => {
      const page = await browser.newPage();
      const violations: string[] = [];
      page.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
      });
      await page.goto(`${product.baseUrl}/documentation`);
      await page.locator('.swagger-ui').first().waitFor();
      expect(violations).toEqual([]);
    });
  });
  // A page on another port of the same host is same-site: the SameSite=Lax cookie goes along with its
  // form POST. Remix aborts such an action by throwing (a 500 with a stack trace); it is a 403.
  test("answers another site's form POST to a site action with 403 (not a 500), same-origin forms still working", async ({
    browser,
    product,
  }) => {
    const port = await freePort();
    const target = `${product.baseUrl}/?index&for=${encodeURIComponent('forged alert')}`;
    const attacker = createServer((_req, res) => {
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.end(
        `<!doctype html><title>Prize</title><form method="post" action="${target}">` +
          `<input name="name" value="Forged search"><input name="notificationsEnabled" value="on">` +
          `</form><script>document.forms[0].submit()</script>`,
      );
    });
    await new Promise<void>((done) => attacker.listen(port, '127.0.0.1', done));
    const context = await browser.newContext();
    try {
      const page = await context.newPage();
      await signInOnSite(page, product.baseUrl, ADMIN.email, ADMIN.password);
      const forged = page.waitForResponse(
        (response) => response.url().startsWith(product.baseUrl) && response.request().method() === 'POST',
      );
      await page.goto(`http://127.0.0.1:${port}/`);
      expect((await forged).status()).toBe(403);
      const saved = await page.request.get(`${product.baseUrl}/api/v1/savedsearches`);
      expect(JSON.stringify(await saved.json())).not.toContain('Forged search');
      // The site's own form, same-origin, still saves.
      const own = await page.request.post(target, {
        form: { name: 'Own search' },
        headers: { origin: product.baseUrl, 'sec-fetch-site': 'same-origin' },
      });
      expect(own.status()).toBe(200);
      const after = await page.request.get(`${product.baseUrl}/api/v1/savedsearches`);
      expect(JSON.stringify(await after.json())).toContain('Own search');
    } finally {
      await context.close();
      await new Promise((done) => attacker.close(done));
    }
  });
});
