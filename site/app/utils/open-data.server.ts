import { apiFor } from './api.server';
import type { OpenData } from './open-data';

/** The open-data index, or null when the API does not answer it (the page says so, never crashes). */
export async function loadOpenData(request: Request): Promise<OpenData | null> {
  try {
    const { data } = await apiFor(request).GET('/api/v1/open-data');
    return data ?? null;
  } catch {
    return null;
  }
}
