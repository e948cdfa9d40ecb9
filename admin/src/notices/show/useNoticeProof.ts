import { useEffect, useState } from 'react';
import { HttpError, useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../providers/dataProvider';
import type { NoticeProof } from '../types';

/** What GET transparency/notices/{id} told us: 404 means the notice was never public. */
export type ProofState =
  { kind: 'loading' } | { kind: 'notPublic' } | { kind: 'proof'; proof: NoticeProof } | { kind: 'error' };

export function toProofState(error: unknown): ProofState {
  return error instanceof HttpError && error.status === 404 ? { kind: 'notPublic' } : { kind: 'error' };
}

export const hasPending = (proof: NoticeProof) => proof.entries.some((entry) => entry.index === null);

/** The log integrates pending entries within seconds: look again a few times meanwhile. */
const PENDING_RETRY_MS = 3000;
const PENDING_RETRIES = 10;

/**
 * The notice's proof of publication. `version` is anything that changes when the notice's dates do
 * (publishing or canceling appends entries), so the proof reloads with the details. A notice none of
 * whose dates (of any version) was ever published is not asked about: the API would answer 404.
 */
export function useNoticeProof(noticeId: number, version: string, everPublished: boolean): ProofState {
  const dataProvider = useDataProvider<AppDataProvider>();
  const [state, setState] = useState<ProofState>({ kind: 'loading' });
  useEffect(() => {
    if (!everPublished) {
      setState({ kind: 'notPublic' });
      return;
    }
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const load = async (retries: number) => {
      try {
        const { data } = await dataProvider.noticeProof(noticeId);
        if (!live) return;
        setState({ kind: 'proof', proof: data });
        if (hasPending(data) && retries > 0)
          timer = setTimeout(() => void load(retries - 1), PENDING_RETRY_MS);
      } catch (error) {
        if (!(error instanceof HttpError && error.status === 404)) console.error('Proof load failed', error);
        if (live) setState(toProofState(error));
      }
    };
    void load(PENDING_RETRIES);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [dataProvider, noticeId, version, everPublished]);
  return state;
}
