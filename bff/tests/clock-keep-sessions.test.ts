/**
 * A trainer's step keeps the customer logged in (decision 029): `keepSessions` moves every session's last
 * activity along with the system clock; without it the time passed is idle time, as QA uses it to
 * cross the 15-minute limit. Going back to real time keeps the sessions too.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type PaymentStack, startPaymentStack } from "./payment-harness";
import { persona } from "./personas";

const maria = persona("postpaid-current");

let stack: PaymentStack;
beforeEach(async () => {
  stack = await startPaymentStack({ separateClocks: true });
});
afterEach(() => stack.close());

const step = (body: Record<string, unknown>) => stack.sim(stack.bff, "PUT", "/__control/system/clock", body);
const session = (token: string) => stack.call("/api/v1/session", { token });

describe("the system clock and the customer's session", () => {
  it("keeps a customer active just before each step logged in through ten one-day steps", async () => {
    const token = await stack.login(maria.username, maria.password);
    for (let day = 1; day <= 10; day += 1) {
      const answer = await step({ advance: "1d", keepSessions: true });
      expect(answer.status, `step ${day}`).toBe(200);
      expect((await session(token)).status, `after step ${day}`).toBe(200);
    }
    expect((await step({ advance: "16m" })).status).toBe(200);
    // Without the option the 16 minutes are idle time: the session ends.
    expect((await session(token)).status).toBe(401);
  }, 60_000);

  it("ends an idle session on a step without keepSessions", async () => {
    const token = await stack.login(maria.username, maria.password);
    expect((await step({ advance: "1d" })).status).toBe(200);
    expect((await session(token)).body.error.code).toBe("SESSION_EXPIRED");
  });
});
