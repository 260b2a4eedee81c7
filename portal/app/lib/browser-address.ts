/**
 * The browser's address as the portal's own reverse proxies saw it, for the BFF's rate limits
 * (decision 009). Each trusted proxy appends the address it was reached from to `X-Forwarded-For`,
 * so the entry `trustedProxies` places from the right is the browser's; entries further left were
 * written by the browser itself and are ignored. With no trusted proxy the header is not believed.
 */
export function browserAddressOf(forwardedFor: string | null, trustedProxies: number): string | null {
  if (trustedProxies <= 0 || !forwardedFor) return null;
  const entries = forwardedFor
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  const address = entries[Math.max(0, entries.length - trustedProxies)];
  // An IPv4 or IPv6 address, nothing else (the value travels on to the BFF as a header).
  return address && /^[0-9A-Fa-f:.]{2,45}$/.test(address) ? address : null;
}
