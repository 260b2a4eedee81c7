/**
 * The secret checks of a production start (decision 014): a secret is at least 32 characters and never
 * a value published in this repository. Production loads no fixture, so the published values are
 * known here by their fingerprint only. Imported as `@paygpa/runtime/secrets`.
 */
import { createHash } from "node:crypto";

export const SECRET_MIN_LENGTH = 32;

/**
 * SHA-256 of every secret published in this repository: the development defaults of
 * `./demo-secrets` (`DEV_DEFAULT_SECRETS`) and the demo keys the gateway simulator knows
 * (`GATEWAY_DEMO_KEYS` of `@paygpa/fixtures`). The BFF's `tests/fixtures-out.test.ts` keeps this
 * set equal to those two lists.
 */
export const PUBLISHED_SECRET_FINGERPRINTS: ReadonlySet<string> = new Set([
  "65ca567ed9a29248eb2507001a975f07cef2de1924255879741fa96ca7acb13e",
  "e75a124adeb71a50626f0a0809e03a0e7ffe955b38fb85acb3b545f8fe0def8a",
  // DEV_BILL_LINK_SECRET (the bill-presentment links outside production)
  "c8aa0254cfc8360fbf39fb1bc5878ed330d1484932409693abbf4dc957a609f0",
  "5a9f0c03f32da69983881a4441a96e5b498d6098f980cc3eaed6b27e2d2a4f5a",
  "346271ca01aff6dac5b31029a5f61196e6f9f74f335a3a36d0fc65a501755ca5",
  "6a03672d308f0a2b19c5d40bdc42fa4ce86051c635d886d2080d1d7c7da99a35",
  "3e6665eff2f0681af12e586b8bee1dcbf4978527c32e5fd012d6e43a311d1abc",
  "6a4963c540e72eea6a33e7137c5fef48284008a2120bd8cf6c0ecf67358c437c",
  "4bd353be88a36bcfbeaef41592e5b6e97c14f1aa173595c5e39aef1792a94af6",
  // GATEWAY_REPORTING_USER.password (the Search API's demo reporting user)
  "2fabe0ccd6881216dd1729764511acc312dc0b4d04f700d65ab45d301b6ca639",
]);

export function secretFingerprint(value: string): string {
  return createHash("sha256").update(value).digest("hex");
}

/** What is wrong with a secret named `name` (an environment variable), or null when it may be used. */
export function secretProblem(name: string, value: string): string | null {
  if (PUBLISHED_SECRET_FINGERPRINTS.has(secretFingerprint(value.trim()))) {
    return `${name} is a published demo value; set a secret of your own`;
  }
  if (value.trim().length < SECRET_MIN_LENGTH) {
    return `${name} must be at least ${SECRET_MIN_LENGTH} characters`;
  }
  return null;
}
