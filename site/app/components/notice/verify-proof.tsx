import { useState } from 'react';
import type { ShownNotice } from '~/utils/proof/types';
import { useHydrated } from '~/utils/use-hydrated';
import { NEEDS_JAVASCRIPT_TEXT } from '~/utils/proof/present';

type State = { status: 'idle' } | { status: 'busy' } | { status: 'done'; ok: boolean; message: string };

const FAILED_TO_START = 'The verifier could not be loaded. Please check your connection and try again.';

/**
 * The Verify button: the verifier (and its cryptography) loads only when pressed, so the page's
 * up-front JavaScript does not carry it. The result is announced in a polite live region.
 */
export function VerifyProof({ notice }: { notice: ShownNotice }) {
  const hydrated = useHydrated();
  const [state, setState] = useState<State>({ status: 'idle' });
  async function verify() {
    setState({ status: 'busy' });
    try {
      const { verifyNotice } = await import('~/utils/proof/verify-notice');
      setState({ status: 'done', ...(await verifyNotice(notice)) });
    } catch {
      setState({ status: 'done', ok: false, message: FAILED_TO_START });
    }
  }
  const tone = state.status === 'done' ? (state.ok ? 'verify-ok' : 'verify-failed') : '';
  return (
    <div className="verify">
      {hydrated ? (
        <button
          type="button"
          className="button button-primary no-print"
          onClick={verify}
          disabled={state.status === 'busy'}
        >
          {state.status === 'busy' ? 'Verifying…' : 'Verify'}
        </button>
      ) : (
        <p className="field-hint">{NEEDS_JAVASCRIPT_TEXT}</p>
      )}
      <p className={`verify-result ${tone}`} role="status" aria-live="polite">
        {state.status === 'busy' ? 'Checking the proof in your browser…' : null}
        {state.status === 'done' ? state.message : null}
      </p>
    </div>
  );
}
