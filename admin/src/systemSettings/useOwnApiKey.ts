import { useCallback, useEffect, useState } from 'react';
import { HttpError, useDataProvider } from 'react-admin';
import type { ApiKey } from '../apiKeys/types';
import type { AppDataProvider } from '../providers/dataProvider';
import type { AppErrorBody } from '../providers/httpClient';

/** What GET auth/api_key told us (404 means none; no answer is a network error). */
export type OwnKeyState =
  | { kind: 'loading' }
  | { kind: 'none' }
  | { kind: 'key'; key: ApiKey }
  | { kind: 'error'; status: number; message: string }
  | { kind: 'network' };

export function toKeyState(error: unknown): OwnKeyState {
  if (!(error instanceof HttpError)) return { kind: 'network' };
  if ((error.body as AppErrorBody | undefined)?.network) return { kind: 'network' };
  if (error.status === 404) return { kind: 'none' };
  return { kind: 'error', status: error.status, message: error.message };
}

/** The signed-in user's own API key, reloadable after generating or deleting. */
export function useOwnApiKey() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const [state, setState] = useState<OwnKeyState>({ kind: 'loading' });
  const reload = useCallback(async () => {
    try {
      const { data } = await dataProvider.getOwnApiKey();
      setState({ kind: 'key', key: data });
    } catch (error) {
      if (!(error instanceof HttpError && error.status === 404)) console.error('API key load failed', error);
      setState(toKeyState(error));
    }
  }, [dataProvider]);
  useEffect(() => {
    void reload();
  }, [reload]);
  return { state, setState, reload };
}
