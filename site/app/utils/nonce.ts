import { createContext, useContext } from 'react';

/**
 * The per-request CSP nonce (the backend puts it in the Content-Security-Policy header and hands it
 * to Remix through the load context). Every inline script carries it; in the browser it is ''
 * because the page's scripts have already been allowed by then.
 */
const NonceContext = createContext('');

export const NonceProvider = NonceContext.Provider;

export function useNonce(): string {
  return useContext(NonceContext);
}
