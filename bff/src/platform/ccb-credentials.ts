/**
 * Billing's credentials as the BFF reads them from its environment (a part of `config.ts`).
 */
import type { Mode } from "@paygpa/runtime/mode";
import { secretProblem } from "@paygpa/runtime/secrets";
import { ConfigError } from "./config-error";

/** How the BFF proves itself to billing's REST services (OUAF: HTTP Basic or an OAuth bearer token). */
export type BillingCredentials =
  | { kind: "none" }
  | { kind: "basic"; user: string; password: string }
  | { kind: "bearer"; token: string };

/**
 * Billing's credentials: a bearer token, or a Basic user and password (both or neither), or none.
 * In production they are required (a utility's CCB takes no anonymous call), and the password or
 * the token is a secret as decision 014 has them: never a published value, at least 32 characters.
 */
export function readCcbCredentials(
  env: Record<string, string | undefined>,
  mode: Mode = "test",
): BillingCredentials {
  const credentials = ccbCredentialsOf(env);
  if (mode !== "production") return credentials;
  if (credentials.kind === "none") {
    throw new ConfigError(
      "PAYGPA_CCB_USER and PAYGPA_CCB_PASSWORD, or PAYGPA_CCB_BEARER_TOKEN, are required in production",
    );
  }
  const problem =
    credentials.kind === "bearer"
      ? secretProblem("PAYGPA_CCB_BEARER_TOKEN", credentials.token)
      : secretProblem("PAYGPA_CCB_PASSWORD", credentials.password);
  if (problem) throw new ConfigError(problem);
  return credentials;
}

function ccbCredentialsOf(env: Record<string, string | undefined>): BillingCredentials {
  const token = env.PAYGPA_CCB_BEARER_TOKEN?.trim();
  const user = env.PAYGPA_CCB_USER?.trim();
  const password = env.PAYGPA_CCB_PASSWORD ?? "";
  if (token && user) throw new ConfigError("set PAYGPA_CCB_BEARER_TOKEN or PAYGPA_CCB_USER, not both");
  if (token) return { kind: "bearer", token };
  if (user) {
    if (password === "") throw new ConfigError("PAYGPA_CCB_USER needs PAYGPA_CCB_PASSWORD");
    return { kind: "basic", user, password };
  }
  if (password !== "") throw new ConfigError("PAYGPA_CCB_PASSWORD needs PAYGPA_CCB_USER");
  return { kind: "none" };
}
