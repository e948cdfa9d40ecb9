/** A browser in miniature: a cookie jar per host and manual redirects. */
export class Browser {
  private readonly jar = new Map<string, Map<string, string>>();

  async get(url: string): Promise<Response> {
    return this.request(url, { method: 'GET' });
  }

  async postForm(url: string, form: Record<string, string>): Promise<Response> {
    return this.request(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(form).toString(),
    });
  }

  /** A fetch from one of the site's own pages: JSON, with the Origin a browser sends. */
  async postJson(url: string, body: unknown): Promise<Response> {
    return this.request(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: new URL(url).origin },
      body: JSON.stringify(body),
    });
  }

  /** Puts a cookie in the jar, as an earlier visit would have. */
  setCookie(url: string, name: string, value: string): void {
    const host = new URL(url).host;
    this.jar.set(host, (this.jar.get(host) ?? new Map<string, string>()).set(name, value));
  }

  cookie(url: string, name: string): string | undefined {
    return this.jar.get(new URL(url).host)?.get(name);
  }

  /** Follows redirects while they stay off `stopAt`; answers the first Location that starts with it. */
  async followUntil(
    url: string,
    stopAt: string,
    onPage: (page: Response, url: string) => Promise<string | null>,
  ): Promise<string> {
    let next: string | null = url;
    for (let hops = 0; next && hops < 20; hops++) {
      if (next.startsWith(stopAt)) return next;
      const res = await this.get(next);
      const location = res.headers.get('location');
      next = location ? new URL(location, next).href : await onPage(res, next);
    }
    throw new Error(`never reached ${stopAt}`);
  }

  private async request(url: string, init: RequestInit): Promise<Response> {
    const host = new URL(url).host;
    const cookies = this.jar.get(host) ?? new Map<string, string>();
    const cookie = [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const res = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: { ...(init.headers as object), ...(cookie ? { cookie } : {}) },
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [name, ...rest] = pair.split('=');
      const value = rest.join('=');
      if (value === '' || /expires=Thu, 01 Jan 1970/i.test(line)) cookies.delete(name.trim());
      else cookies.set(name.trim(), value);
    }
    this.jar.set(host, cookies);
    return res;
  }
}
