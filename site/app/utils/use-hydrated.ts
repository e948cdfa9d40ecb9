import { useEffect, useState } from 'react';

let hydrated = false;

/** False on the server and during hydration, true afterwards: client-only behaviour waits for it. */
export function useHydrated(): boolean {
  const [isHydrated, setHydrated] = useState(hydrated);
  useEffect(() => {
    hydrated = true;
    setHydrated(true);
  }, []);
  return isHydrated;
}
