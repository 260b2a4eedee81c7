/**
 * Records each CM operation's response examples from the simulator itself (`npm run cm-contract`):
 * a success answer to its request with a persona's values (fixtures/), and one OUAF refusal with
 * its message number (an unknown id, else a body missing its fields). Each is recorded on a fresh
 * world, so the examples are what the simulator answers, not text written beside it; the CM
 * contract (`../openapi.ts`) carries them as each operation's `responses` examples.
 */
import { once } from "node:events";
import type { AddressInfo } from "node:net";
import { customerPersona, unregisteredPersona } from "@paygpa/fixtures";
import { controlTokenHeaders, TEST_CONTROL_ACCESS } from "@paygpa/runtime/control-access";
import { manualClock } from "@paygpa/simulator-kit";
import { createApp } from "../../app";
import { CM_SERVICES, type CmService } from "../cm-services";
import { requestExample } from "./examples";

export interface RecordedAnswer {
  status: number;
  body: unknown;
}
export type CmResponseExamples = Record<string, { success: RecordedAnswer; refusal: RecordedAnswer }>;

const maria = customerPersona("postpaid-current");
const arrangement = customerPersona("pending-arrangement");
const deposit = customerPersona("deposit-applicable");
const prepaid = customerPersona("prepaid-only");
const notAllowed = customerPersona("web-access-denied");
const newcomer = unregisteredPersona("unregistered-per");
const accountOf = (persona: typeof maria) => persona.accounts[0]?.accountId ?? "";

/** The persona's values each operation's success example is asked with (the rest: `requestExample`). */
const COMMON = {
  AccountID: accountOf(maria),
  AccountIDs: [accountOf(maria)],
  PersonID: maria.personId,
  userName: maria.username,
  username: maria.username,
  password: maria.password,
  oldPassword: maria.password,
  emailAddress: maria.email,
  email: maria.email,
};
const BY_OPERATION: Record<string, Record<string, unknown>> = {
  "CM-WebUserLogin": { webAccessFlag: "ALWD" },
  "CM-WebUserRemove": { username: notAllowed.username },
  "CM-PersonContactsUpdate": { phones: {} },
  "CM-PersonDetailsUpdate": { phones: {} },
  "CM-AccountPrepaidUsage": { AccountID: accountOf(prepaid) },
  "CM-CustomerContactList": { AccountID: accountOf(arrangement) },
  "CM-WebUserAdd": { PersonID: newcomer.personId, username: "new.customer", webAccessFlag: "NALW" },
  "CM-WebUserCheck": { username: "new.customer" },
  "CM-StopDeposit": { AccountID: accountOf(deposit) },
  "CM-PayArrList": { AccountIDs: [accountOf(arrangement)] },
  "CM-PayArrDetails": { AccountIDs: [accountOf(arrangement)] },
};
const UNKNOWN = {
  AccountID: "0000000000",
  AccountIDs: ["0000000000"],
  PersonID: "0000000000",
  userName: "no.such.user",
  username: "no.such.user",
  customerContactId: "0000000000",
};

export async function recordCmResponseExamples(): Promise<CmResponseExamples> {
  const app = createApp(
    { bulkCustomers: 0, trainees: 0 },
    { clock: manualClock("2026-03-15"), control: TEST_CONTROL_ACCESS },
  );
  const server = app.listen(0, "127.0.0.1");
  await once(server, "listening");
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const ask = async (service: CmService, body: unknown): Promise<RecordedAnswer> => {
    await fetch(`${base}/__control/reset`, { method: "POST", headers: controlTokenHeaders() });
    const fields = body as Record<string, unknown>;
    const query = new URLSearchParams(
      Object.entries(fields).map(([name, value]): [string, string] => [name, String(value)]),
    ).toString();
    const answer =
      service.method === "GET"
        ? await fetch(`${base}/rest/apis${service.path}${query ? `?${query}` : ""}`)
        : await fetch(`${base}/rest/apis${service.path}`, {
            method: service.method,
            headers: { "content-type": "application/json" },
            body: JSON.stringify(body),
          });
    return { status: answer.status, body: await answer.json() };
  };
  try {
    const examples: CmResponseExamples = {};
    // The pending arrangement's customer contact, as CM-PayArrDetails answers it, for the case's writes.
    const found: Record<string, unknown> = {};
    for (const service of CM_SERVICES) {
      const request = requestExample(service);
      const known = Object.keys(request);
      const pick = (values: Record<string, unknown>) =>
        Object.fromEntries(Object.entries(values).filter(([name]) => known.includes(name)));
      const success = await ask(service, {
        ...request,
        ...pick(COMMON),
        ...BY_OPERATION[service.service],
        ...pick(found),
      });
      if (service.service === "CM-PayArrDetails") {
        const cases = (success.body as { result?: { customerContactId?: string }[] }).result ?? [];
        found.customerContactId = cases[0]?.customerContactId;
      }
      let refusal = await ask(service, { ...request, ...pick(UNKNOWN) });
      if (refusal.status < 400) refusal = await ask(service, {});
      examples[service.service] = { success, refusal };
    }
    return examples;
  } finally {
    server.close();
    server.closeAllConnections();
  }
}
