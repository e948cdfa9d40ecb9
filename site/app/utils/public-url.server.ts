/**
 * The address people use, from configuration only: PUBLIC_URL, else http://localhost:$PORT as the
 * backend defaults it. Never the request's Host header, which anyone can forge (and caches keep).
 * No trailing slash.
 */
export function publicOrigin(): string {
  const configured = process.env.PUBLIC_URL?.trim();
  return (configured || `http://localhost:${process.env.PORT?.trim() || 3000}`).replace(/\/+$/, '');
}
