import { apiSend } from './api.server';
import type { OpenData } from './open-data';

/** The open-data index, or null when the API does not answer it (the page says so, never crashes). */
export async function loadOpenData(request: Request): Promise<OpenData | null> {
  const response = await apiSend(request, 'GET', '/open-data');
  if (!response.ok) return null;
  try {
    const body = (await response.json()) as OpenData;
    return Array.isArray(body?.dumps) ? body : null;
  } catch {
    return null;
  }
}
