import { request as httpRequest } from 'node:http';
import { gzipSync } from 'node:zlib';
import { bearer, TestApp } from '../support/app';

/** Exact bytes on the wire (supertest would serialize a Buffer sent as JSON). */
function postBytes(url: string, headers: Record<string, string>, body: Buffer) {
  return new Promise<{ status: number; body: unknown }>((resolve, reject) => {
    const req = httpRequest(url, { method: 'POST', headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString()) }),
      );
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** Nested arrays `depth` deep around a login body: `{"email":[[[…"x"…]]],"password":"x"}`. */
const deepLogin = (depth: number) => `{"email":${'['.repeat(depth)}"x"${']'.repeat(depth)},"password":"x"}`;
const deepObject = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

/** Body parsing is the first thing an anonymous caller reaches: every client mistake is a 4xx, logged as nothing. */
describe('request bodies', () => {
  let t: TestApp;
  let admin: string;
  let errorLogs: string[];
  let spies: jest.SpyInstance[];
  beforeAll(async () => {
    t = await TestApp.start();
    admin = (await t.admin()).token;
  });
  afterAll(() => t.close());
  beforeEach(() => {
    errorLogs = [];
    // Nest's ConsoleLogger writes errors to stderr and TypeORM logs failed queries with console.log: a
    // client mistake must leave neither a stack trace nor a failed query there.
    const keep = (chunk: unknown) => void errorLogs.push(String(chunk));
    spies = [
      jest.spyOn(process.stderr, 'write').mockImplementation((chunk: string | Uint8Array) => {
        keep(chunk);
        return true;
      }),
      jest.spyOn(console, 'log').mockImplementation(keep),
    ];
  });
  afterEach(() => {
    spies.forEach((spy) => spy.mockRestore());
    expect(errorLogs.join('')).toBe('');
  });

  const post = (path: string, token?: string) => {
    const call = t.http.post(path);
    return token ? call.set(bearer(token)) : call;
  };

  it.each([
    ['/api/v1/auth/login', undefined],
    ['/api/v1/auth/register', undefined],
    ['/api/v1/auth/forget_password', undefined],
    ['/api/v1/admin/users', 'admin'],
    ['/api/v1/admin/noticetypes', 'admin'],
    ['/api/v1/admin/publications', 'admin'],
  ])('answers 400 body_too_deep for 5,000-deep JSON at %s', async (path, who) => {
    const res = await post(path, who ? admin : undefined)
      .set('Content-Type', 'application/json')
      .send(deepLogin(5000));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ statusCode: 400, message: 'body_too_deep' });
  });

  it('answers 400 body_too_deep for a 33-deep object and accepts 32 levels as far as depth goes', async () => {
    const tooDeep = await post('/api/v1/auth/login')
      .set('Content-Type', 'application/json')
      .send(deepObject(33));
    expect(tooDeep.body.message).toBe('body_too_deep');
    const deepEnough = await post('/api/v1/auth/login')
      .set('Content-Type', 'application/json')
      .send(deepObject(32));
    expect(deepEnough.status).toBe(400);
    expect(deepEnough.body.message).toBe('validation_failed');
  });

  it('answers 400 body_too_deep for a deep form body', async () => {
    const res = await post('/api/v1/auth/token')
      .set('Content-Type', 'application/x-www-form-urlencoded')
      .send(`email${'[a]'.repeat(40)}=x&password=y`);
    expect(res.status).toBe(400);
  });

  it('answers 400 for a Content-Encoding: gzip header on a plain body', async () => {
    const res = await post('/api/v1/auth/login')
      .set('Content-Type', 'application/json')
      .set('Content-Encoding', 'gzip')
      .send('{"email":"a@b.cd","password":"x"}');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ statusCode: 400, message: 'bad_request' });
  });

  it.each(['deflate', 'br'])(
    'answers 400 for a Content-Encoding: %s header on a plain body',
    async (encoding) => {
      const res = await post('/api/v1/auth/login')
        .set('Content-Type', 'application/json')
        .set('Content-Encoding', encoding)
        .send('{"email":"a@b.cd","password":"x"}');
      expect(res.status).toBe(400);
    },
  );

  it.each(['compress', 'x-unknown', 'gzip, gzip', 'identity, gzip'])(
    'answers 415 unsupported_media_type for Content-Encoding: %s',
    async (encoding) => {
      const res = await post('/api/v1/auth/login')
        .set('Content-Type', 'application/json')
        .set('Content-Encoding', encoding)
        .send('{"email":"a@b.cd","password":"x"}');
      expect(res.status).toBe(415);
      expect(res.body).toEqual({ statusCode: 415, message: 'unsupported_media_type' });
    },
  );

  it('reads a real gzip body (the size limit applies to the inflated body)', async () => {
    const gzipJson = { 'Content-Type': 'application/json', 'Content-Encoding': 'gzip' };
    const url = `${t.url}/api/v1/auth/login`;
    const ok = await postBytes(url, gzipJson, gzipSync('{"email":"nobody@test.local","password":"x"}'));
    // The inflated body was read: the API looked the address up.
    expect(ok).toEqual({ status: 404, body: { statusCode: 404, message: 'email_not_registered' } });
    const bomb = await postBytes(url, gzipJson, gzipSync(`{"email":"${'a'.repeat(5_000_000)}"}`));
    expect(bomb).toEqual({ status: 413, body: { statusCode: 413, message: 'payload_too_large' } });
  });

  it.each([
    ['text/plain', '{"email":"a@b.cd","password":"x"}'],
    [
      'multipart/form-data; boundary=x',
      '--x\r\nContent-Disposition: form-data; name="email"\r\n\r\na\r\n--x--\r\n',
    ],
    ['application/xml', '<login/>'],
    ['application/octet-stream', 'abc'],
  ])('answers 415 unsupported_media_type for Content-Type %s on a JSON endpoint', async (type, body) => {
    const res = await post('/api/v1/auth/login').set('Content-Type', type).send(body);
    expect(res.status).toBe(415);
    expect(res.body).toEqual({ statusCode: 415, message: 'unsupported_media_type' });
  });

  it('answers 415 for a body without a Content-Type', async () => {
    const res = await postBytes(`${t.url}/api/v1/auth/login`, {}, Buffer.from('{"email":"a@b.cd"}'));
    expect(res).toEqual({ status: 415, body: { statusCode: 415, message: 'unsupported_media_type' } });
  });

  it('still reads a file where the API takes one (extract_text), case and trailing slash as routing has them', async () => {
    for (const path of ['/api/v1/admin/notices/extract_text', '/api/v1/admin/notices/Extract_Text/']) {
      const res = await post(path, admin).set('Content-Type', 'text/plain').send('Line one\nLine two');
      expect(res.status).toBe(200);
      expect(res.body.text).toContain('Line one');
    }
  });

  it('answers 415 for a charset JSON cannot have', async () => {
    const res = await post('/api/v1/auth/login')
      .set('Content-Type', 'application/json; charset=latin1')
      .send('{"email":"a@b.cd","password":"x"}');
    expect(res.status).toBe(415);
  });

  it.each([
    ['an empty body', ''],
    ['null', 'null'],
    ['an array', '[]'],
    ['a number', '42'],
    ['a huge string', JSON.stringify('x'.repeat(900_000))],
    ['malformed JSON', '{"email":'],
    ['a NUL character', '{"email":"a\\u0000b@c.de","password":"x"}'],
    ['a NUL character in a key', '{"email\\u0000":"a@c.de","password":"x"}'],
  ])('answers 400 for %s at /auth/login', async (_name, body) => {
    const res = await post('/api/v1/auth/login').set('Content-Type', 'application/json').send(body);
    expect(res.status).toBe(400);
    expect(res.body.statusCode).toBe(400);
  });

  it('answers 400 for `null`, `[]` and a string as an admin body', async () => {
    for (const body of ['null', '[]', '"x"']) {
      const res = await post('/api/v1/admin/noticetypes', admin)
        .set('Content-Type', 'application/json')
        .send(body);
      expect(res.status).toBe(400);
    }
  });

  it('answers 413 payload_too_large for a body over 1 MB', async () => {
    const res = await post('/api/v1/auth/login')
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ email: 'a@b.cd', password: 'x'.repeat(1_100_000) }));
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ statusCode: 413, message: 'payload_too_large' });
  });

  // An HTML form on another port or subdomain is same-site: the SameSite=Lax cookie goes along, with no
  // CORS preflight for a form. JSON only (which needs a preflight) keeps such a page from acting as the user.
  it.each([
    ['/api/v1/auth/api_key', 'x=1'],
    ['/api/v1/auth/login', 'email=a%40b.cd&password=x'],
    ['/api/v1/admin/users', 'email=new%40example.org&givenName=A&familyName=B&roles=SYSTEM_ADMIN'],
  ])('answers 415 for a form body at %s (forms only at auth/token)', async (path, form) => {
    const res = await post(path, admin).set('Content-Type', 'application/x-www-form-urlencoded').send(form);
    expect(res.status).toBe(415);
    expect(res.body).toEqual({ statusCode: 415, message: 'unsupported_media_type' });
  });

  it('still takes a form body where the API documents one (auth/token)', async () => {
    const res = await post('/api/v1/auth/token')
      .set('Content-Type', 'application/x-www-form-urlencoded')
      .send('grant_type=client_credentials&client_id=mpn_x&client_secret=y');
    expect(res.status).toBe(401);
  });
});
