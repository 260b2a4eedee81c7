import { createContext, createElement, type ReactNode, useContext } from "react";

/**
 * This response's CSP nonce (decision 013), given by the server to `entry.server.tsx` and read by
 * the root layout for Remix's `<Scripts>` and `<ScrollRestoration>`. In the browser it is empty:
 * browsers hide nonces from scripts, and hydration needs none.
 */
const NonceContext = createContext<string>("");

export function NonceProvider({ value, children }: { value: string; children: ReactNode }) {
  return createElement(NonceContext.Provider, { value }, children);
}

export function useNonce(): string {
  return useContext(NonceContext);
}
