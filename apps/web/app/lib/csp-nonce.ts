import { createContext, useContext } from 'react';

declare module 'react-router' {
  interface AppLoadContext {
    /** This answer's script nonce (server.ts); absent under the development server. */
    cspNonce?: string;
    /**
     * Filled by entry.server with the page's route id, for the web server's request metrics
     * (server.ts): a route, never the raw URL.
     */
    answeredRoute?: { id?: string };
  }
}

/**
 * The answer's Content-Security-Policy nonce, for the inline scripts React Router writes
 * (<Scripts>, <ScrollRestoration>). Given on the server only: browsers hide a nonce from the
 * page once parsed, and hydration does not need it.
 */
export const CspNonceContext = createContext<string | undefined>(undefined);

export function useCspNonce(): string | undefined {
  return useContext(CspNonceContext);
}
