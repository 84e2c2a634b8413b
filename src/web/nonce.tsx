import { createContext, useContext } from 'react';

const NonceContext = createContext<string | undefined>(undefined);

/** The CSP nonce of the response being rendered (server only; undefined in the browser). */
export const NonceProvider = NonceContext.Provider;
export const useNonce = () => useContext(NonceContext);
