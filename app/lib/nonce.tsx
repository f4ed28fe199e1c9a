import { createContext, useContext } from 'react';

/**
 * The Content-Security-Policy nonce of this response (server/edge/security-headers.ts). Only the server
 * render knows it; browsers hide nonce attributes from the page, so in the browser it is empty.
 */
const NonceContext = createContext('');
export const NonceProvider = NonceContext.Provider;
export const useNonce = () => useContext(NonceContext);
