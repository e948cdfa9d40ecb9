/** Query parameters whose values are credentials (sign-in links, OAuth codes, API keys). */
const SECRET_QUERY = /token|password|secret|code|key|signature|state/i;

/** The path and query of a request, credential values blanked. */
export function loggedUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const params = new URLSearchParams(url.slice(q + 1));
  for (const name of [...params.keys()]) if (SECRET_QUERY.test(name)) params.set(name, '[Redacted]');
  return `${url.slice(0, q)}?${params.toString()}`;
}
