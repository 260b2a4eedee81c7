/** The QA engineer's control calls (docs/qa-guide.md): scenarios, the system clock, the system reset. */
import { inboxClient } from "@paygpa/mail-inbox/inbox-client";
import { controlFetch, type StackUrls } from "../stack";

async function control(stack: StackUrls, method: string, path: string, body?: unknown) {
  const response = await controlFetch(`${stack.bff}/__control${path}`, {
    method,
    headers: body === undefined ? {} : { "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return response.json();
}

/** Applies a named scenario (fixtures/src/scenarios) to the whole system. */
export const applyScenario = (stack: StackUrls, name: string) => control(stack, "POST", `/scenarios/${name}`);

/** Moves all three clocks together: `{ advance: "16m" }` or `{ set: "2026-12-01T09:00" }`. */
export const moveSystemClock = (
  stack: StackUrls,
  change: ({ advance: string } | { set: string }) & { keepSessions?: boolean },
) => control(stack, "PUT", "/system/clock", change);

/**
 * Billing, gateway and BFF back to the fixtures in one call (`npm run demo:reset`), then the QA mail
 * inbox emptied, as a QA engineer starting over does (the BFF's outbox is wiped by the reset).
 */
export async function resetSystem(stack: StackUrls) {
  const answer = await control(stack, "POST", "/system/reset");
  await inboxClient(stack.mailInbox).clear();
  return answer;
}
