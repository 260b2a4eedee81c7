/**
 * The hours before operations are told of a card gateway refusing AutoPay's drafts (decision 031):
 * set by staff on System Maintenance (admin levels 1 and 2, like the switches), audited, a whole
 * number from 1 to 72, the environment's value until staff set one; and the alert honours them.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { runAutopay } from "../src/features/autopay";
import { GatewayDidNotProcess } from "../src/integrations/gateway";
import * as autopay from "./autopay-helpers";
import { type PaymentStack, startPaymentStack, TODAY } from "./payment-harness";
import { admins, persona } from "./personas";

const PATH = "/api/v1/system-maintenance/autopay-alert-hours";
const INVALID = "Enter a whole number of hours from 1 to 72.";

let stack: PaymentStack;
beforeEach(async () => {
  stack = await startPaymentStack({ config: { sessionIdleSeconds: 90 * 24 * 3600 } });
});
afterEach(() => stack.close());

async function adminToken(level: number): Promise<string> {
  const found = admins.find((item) => item.level === level);
  if (!found) throw new Error(`no admin of level ${level}`);
  const { body } = await stack.call("/api/v1/login", {
    body: { username: found.username, password: found.password },
  });
  expect(body.status).toBe("Success");
  return body.token;
}

const setHours = (token: string, hours: unknown) => stack.call(PATH, { token, body: { hours } });

describe("the AutoPay alert hours on System Maintenance", () => {
  it("shows the environment's hours until an IT admin sets them, then keeps and audits the change", async () => {
    const defaultHours = stack.bffApp.services.config.payments.autopayAlertHours;
    const token = await adminToken(2);
    expect((await stack.call(PATH, { token })).body).toEqual({
      hours: defaultHours,
      setByStaff: false,
      defaultHours,
    });

    const saved = await setHours(token, 7);
    expect(saved).toMatchObject({ status: 200, body: { hours: 7, setByStaff: true, defaultHours } });
    expect((await stack.call(PATH, { token: await adminToken(1) })).body).toMatchObject({ hours: 7 });

    const audit = (
      await stack.call("/api/v1/audit-log?action=maintenance-setting", { token: await adminToken(1) })
    ).body;
    expect(audit.total).toBe(1);
    expect(audit.list[0]).toMatchObject({ actor: admins.find((item) => item.level === 2)!.username });
    expect(JSON.parse(audit.list[0].details)).toEqual({ hours: 7, before: defaultHours });
  });

  it("refuses finance (level 3) and phoned-in staff (level 4), to read and to change", async () => {
    for (const level of [3, 4]) {
      const token = await adminToken(level);
      expect((await stack.call(PATH, { token })).status).toBe(403);
      expect((await setHours(token, 9)).status).toBe(403);
    }
    expect((await stack.call(PATH, { token: await adminToken(1) })).body).toMatchObject({
      setByStaff: false,
    });
  });

  it("refuses hours that are not a whole number from 1 to 72 with a clear message, saving nothing", async () => {
    const token = await adminToken(1);
    await setHours(token, 4);
    for (const hours of [0, 73, 2.5, -1]) {
      const refused = await setHours(token, hours);
      expect(refused.status).toBe(400);
      expect(refused.body.error).toEqual({ code: "INVALID_ALERT_HOURS", message: INVALID });
    }
    expect((await setHours(token, "12")).status).toBe(400);
    expect((await stack.call(PATH, { token })).body).toMatchObject({ hours: 4, setByStaff: true });
    const audit = (await stack.call("/api/v1/audit-log?action=maintenance-setting", { token })).body;
    expect(audit.total).toBe(1);
  });
});

describe("the alert to operations honours the hours staff set", () => {
  it("waits the set hours, not the environment's, before telling operations once", async () => {
    const maria = persona("postpaid-current");
    await stack.sim(stack.gateway, "PUT", "/__control/terminal/settings", { tokenization: true });
    stack.clock.set(new Date(`${TODAY}T09:00:00+10:00`));
    const defaultHours = stack.bffApp.services.config.payments.autopayAlertHours;
    const staffHours = defaultHours + 3;
    expect((await setHours(await adminToken(1), staffHours)).status).toBe(200);

    const token = await stack.login(maria.username, maria.password);
    const accountId = maria.accounts[0]!.accountId;
    const cardId = await autopay.saveCard(stack, token);
    const { enrolled } = await autopay.enrol(stack, token, {
      accountId,
      cardId,
      plan: { kind: "amount-due" },
    });
    expect(enrolled.status).toBe(200);
    const bill = await autopay.latestBill(stack, accountId);
    const dueAt = Date.parse(`${bill.dueDate}T08:00:00+10:00`);
    // The gateway refuses every purchase itself (a 401: rotated key, clock, terminal).
    stack.bffApp.services.gateway.purchaseWithToken = async () => {
      throw new GatewayDidNotProcess(401);
    };
    const told = async () => {
      const { body } = await stack.call("/__control/mail?kind=autopay-not-attempted");
      return body.messages as unknown[];
    };
    const runUntil = async (hours: number, from: number) => {
      for (let minutes = from; minutes <= hours * 60; minutes += 6) {
        stack.clock.set(new Date(dueAt + minutes * 60_000));
        await runAutopay(stack.bffApp.services, stack.clock.now());
      }
    };

    await runUntil(defaultHours + 1, 0);
    expect(await told()).toEqual([]);
    await runUntil(staffHours + 1, (defaultHours + 1) * 60 + 6);
    expect(await told()).toHaveLength(1);
  });
});
