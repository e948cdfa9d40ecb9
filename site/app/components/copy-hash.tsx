import { useState } from 'react';
import { shortHash } from '~/utils/proof/present';
import { useHydrated } from '~/utils/use-hydrated';

/** A hash shortened on screen, whole in its title, with a copy button once scripts run. */
export function CopyHash({ hash, label }: { hash: string; label: string }) {
  const hydrated = useHydrated();
  const [copied, setCopied] = useState(false);
  async function copy() {
    try {
      await navigator.clipboard.writeText(hash);
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
    } catch {
      setCopied(false); // no clipboard (an insecure origin): the title still shows the whole hash
    }
  }
  return (
    <span className="hash">
      <code title={hash} data-hash={hash}>
        {shortHash(hash)}
      </code>
      {hydrated ? (
        <button type="button" className="button-link no-print" onClick={copy} aria-label={`Copy ${label}`}>
          {copied ? 'Copied' : 'Copy'}
        </button>
      ) : null}
    </span>
  );
}
