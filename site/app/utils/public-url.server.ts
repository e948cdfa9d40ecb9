/** The address people use (PUBLIC_URL), else the request's own origin; no trailing slash. */
export function publicOrigin(request: Request): string {
  const configured = process.env.PUBLIC_URL?.trim();
  return (configured || new URL(request.url).origin).replace(/\/+$/, '');
}
