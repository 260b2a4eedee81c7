/**
 * The browser's address, for the BFF's per-address rate limits (decision 009, amended by 010).
 * With no reverse proxy in front of the portal (`trustedProxies` 0) it is the address of the socket
 * the request came in on: `X-Forwarded-For` is then written by the browser itself and is ignored.
 * Behind proxies, each trusted proxy appends the address it was reached from to `X-Forwarded-For`,
 * so the entry `trustedProxies` places from the right is the browser's; entries further left were
 * written by the browser and are ignored.
 */
export function browserAddressOf(
  socketAddress: string | undefined,
  forwardedFor: string | null | undefined,
  trustedProxies: number,
): string | null {
  if (trustedProxies <= 0) return asAddress(socketAddress);
  if (!forwardedFor) return null;
  const entries = forwardedFor
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  return asAddress(entries[Math.max(0, entries.length - trustedProxies)]);
}

/** An IPv4 or IPv6 address, nothing else (the value travels on to the BFF as a header). */
function asAddress(value: string | undefined): string | null {
  if (!value) return null;
  // Node reports IPv4 clients of a dual-stack socket as "::ffff:203.0.113.7".
  const address = value.startsWith("::ffff:") && value.includes(".") ? value.slice(7) : value;
  return /^[0-9A-Fa-f:.]{2,45}$/.test(address) ? address : null;
}
