/**
 * The text outbox under faults (decision 038, the fault campaign's SMS slice): the provider down
 * then back, or so slow that it takes a text but the answer comes too late, loses no text and sends
 * none twice; two BFF instances on one database send each text once; quiet hours hold a text until
 * 8 a.m. Guam time, never a security notice.
 */
import { manualClock } from "@paygpa/simulator-kit";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Db } from "../src/database";
import { queueTextToPerson, textDelivery } from "../src/features/notifications";
import { deliverQueuedTexts, type TextDeps } from "../src/features/notifications/text-outbox";
import type { SmsPort, TextSendResult } from "../src/integrations/sms";
import { migrateToLatest } from "../src/platform/db/database";
import { silentLogger } from "../src/platform/http/logger";
import { openTestDatabase } from "./support/test-database";

type Mode = "up" | "down" | "slow";

/** A provider that counts what it really took; down: takes nothing; slow: takes it, answers too late. */
function fakeProvider() {
  const taken: { id: string; to: string; body: string }[] = [];
  const state = { mode: "up" as Mode, calls: 0 };
  const port: SmsPort = {
    async sendText({ to, body }): Promise<TextSendResult> {
      state.calls++;
      await new Promise((resolve) => setTimeout(resolve, 1));
      if (state.mode === "down") return { outcome: "unavailable", detail: "no answer" };
      const id = `SM${String(taken.length).padStart(32, "0")}`;
      taken.push({ id, to, body });
      if (state.mode === "slow") return { outcome: "unavailable", detail: "timed out" };
      return { outcome: "accepted", providerId: id, delivery: "waiting", segments: 1 };
    },
    async findSentText({ to, body, skip = [] }) {
      if (state.mode === "down") return "unavailable";
      const found = taken.find((text) => text.to === to && text.body === body && !skip.includes(text.id));
      return found ? { providerId: found.id, delivery: "sent" } : null;
    },
    lookUpText: async () => null,
    isSigned: () => false,
    readDeliveryReport: () => null,
    readIncomingText: () => null,
    replyDocument: () => ({ contentType: "text/xml", body: "" }),
  };
  return { port, taken, state };
}

let db: Db;
const clock = manualClock(new Date("2026-03-02T02:00:00Z")); // noon in Guam
const account = "4418092765";

function deps(sms: SmsPort, instanceId: string): TextDeps {
  return {
    db,
    clock,
    logger: silentLogger,
    sms,
    config: { sms: { webhookBaseUrl: "https://bff.example/api/v1/sms" }, instanceId, jobLeaseSeconds: 60 },
  };
}

async function confirmedCustomers(count: number) {
  for (let i = 0; i < count; i++) {
    await db
      .insertInto("text_numbers")
      .values({
        person_id: `P${i}`,
        phone: `+1671555${String(1000 + i)}`,
        code_hash: null,
        code_expires_at: null,
        code_tries: 0,
        confirmed_at: clock.now().toISOString(),
        consent_text: "I agree",
        consent_version: "2026-12-02",
        updated_at: clock.now().toISOString(),
      })
      .execute();
  }
}

const queueBills = async (count: number) => {
  for (let i = 0; i < count; i++) {
    await queueTextToPerson(
      { db, clock },
      {
        personId: `P${i}`,
        accountId: account,
        event: { kind: "billReady", account, amount: 10 + i, dueDate: "2026-03-21" },
        eventKey: `billReady:${account}:bill-2026-03-01`,
      },
    );
  }
};

beforeEach(async () => {
  db = openTestDatabase();
  await migrateToLatest(db);
  clock.set(new Date("2026-03-02T02:00:00Z"));
});
afterEach(() => db.destroy());

describe("the text outbox", () => {
  it("queues one text per event and person, however often the event is seen", async () => {
    await confirmedCustomers(2);
    await queueBills(2);
    await queueBills(2);
    expect(await db.selectFrom("text_outbox").select("id").execute()).toHaveLength(2);
  });

  it("loses no text and sends none twice when the provider is down, then slow, then back", async () => {
    const provider = fakeProvider();
    await confirmedCustomers(5);
    await queueBills(5);
    provider.state.mode = "down";
    expect(await deliverQueuedTexts(deps(provider.port, "a"))).toBe(0);
    provider.state.mode = "slow";
    await deliverQueuedTexts(deps(provider.port, "a"));
    expect(provider.taken).toHaveLength(5);
    provider.state.mode = "down";
    await deliverQueuedTexts(deps(provider.port, "a"));
    provider.state.mode = "up";
    await deliverQueuedTexts(deps(provider.port, "a"));
    await deliverQueuedTexts(deps(provider.port, "a"));
    // Taken once each while slow; looked up after, never sent again.
    expect(provider.taken).toHaveLength(5);
    expect(new Set(provider.taken.map((text) => text.to)).size).toBe(5);
    const rows = await db.selectFrom("text_outbox").selectAll().execute();
    expect(rows.map((row) => row.status)).toEqual(Array(5).fill("sent"));
    expect(rows.map((row) => row.provider_id).sort()).toEqual(provider.taken.map((text) => text.id).sort());
  });

  it("does not take an earlier text of the same words for one whose answer was lost (two payments of one amount)", async () => {
    const provider = fakeProvider();
    await confirmedCustomers(1);
    const paid = (key: string) =>
      queueTextToPerson(
        { db, clock },
        {
          personId: "P0",
          accountId: account,
          event: { kind: "paymentPosted", account, amount: 25 },
          eventKey: `paymentPosted:${key}`,
        },
      );
    await paid("first");
    await deliverQueuedTexts(deps(provider.port, "a"));
    await paid("second");
    provider.state.mode = "slow";
    await deliverQueuedTexts(deps(provider.port, "a"));
    provider.state.mode = "up";
    await deliverQueuedTexts(deps(provider.port, "a"));
    // The second was taken while slow: looked up, it is that one, not the first, and not sent again.
    expect(provider.taken).toHaveLength(2);
    const rows = await db.selectFrom("text_outbox").selectAll().orderBy("id").execute();
    expect(rows.map((row) => row.provider_id)).toEqual(provider.taken.map((text) => text.id));
  });

  it("sends each text once with two instances on one database", async () => {
    const provider = fakeProvider();
    await confirmedCustomers(40);
    await queueBills(40);
    const [first, second] = await Promise.all([
      textDelivery(deps(provider.port, "instance-a"))(),
      textDelivery(deps(provider.port, "instance-b"))(),
    ]);
    expect((first ?? 0) + (second ?? 0)).toBe(40);
    expect(provider.taken).toHaveLength(40);
    expect(new Set(provider.taken.map((text) => text.to)).size).toBe(40);
  });

  it("holds a text of the night until 8 a.m. Guam time, and sends a security notice at once", async () => {
    const provider = fakeProvider();
    await confirmedCustomers(1);
    clock.set(new Date("2026-03-02T12:30:00Z")); // 10:30 p.m. in Guam
    await queueBills(1);
    await queueTextToPerson(
      { db, clock },
      {
        personId: "P0",
        accountId: null,
        event: { kind: "securityNotice", change: "password" },
        eventKey: "pw-1",
      },
    );
    await deliverQueuedTexts(deps(provider.port, "a"));
    expect(provider.taken.map((text) => text.body)).toEqual([expect.stringContaining("password changed")]);
    clock.set(new Date("2026-03-02T21:59:00Z")); // 7:59 a.m.
    await deliverQueuedTexts(deps(provider.port, "a"));
    expect(provider.taken).toHaveLength(1);
    clock.set(new Date("2026-03-02T22:00:00Z")); // 8 a.m.
    await deliverQueuedTexts(deps(provider.port, "a"));
    expect(provider.taken.map((text) => text.body)[1]).toContain("bill for acct ending 2765 is ready");
  });

  it("gives up a text the provider refuses, and marks the number opted out after 21610", async () => {
    const provider = fakeProvider();
    provider.port.sendText = async () => ({
      outcome: "refused",
      reason: "opted-out",
      providerCode: 21610,
      detail: "unsubscribed",
    });
    await confirmedCustomers(1);
    await queueBills(1);
    await deliverQueuedTexts(deps(provider.port, "a"));
    await deliverQueuedTexts(deps(provider.port, "a"));
    const row = await db.selectFrom("text_outbox").selectAll().executeTakeFirstOrThrow();
    expect([row.status, row.last_error]).toEqual(["given-up", "opted-out 21610"]);
    expect(await db.selectFrom("text_opt_outs").select("phone").execute()).toEqual([
      { phone: "+16715551000" },
    ]);
  });
});
