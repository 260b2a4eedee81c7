import { describe, expect, it } from "vitest";
import { returnedCentsOf, taggedRefusal, type TaggedRequest } from "./tagged";
import type { GatewayTransaction } from "./transaction";

const purchase = {
  transactionTag: 123456789,
  transactionType: "00",
  originalTag: null,
  authorizationNum: "ET123456",
  amountCents: 2500,
  approved: true,
} as GatewayTransaction;

const refund = (changes: Partial<TaggedRequest> = {}): TaggedRequest => ({
  transactionType: "34",
  transactionTag: purchase.transactionTag,
  authorizationNum: "ET123456",
  amountCents: 2500,
  ...changes,
});

describe("taggedRefusal: the gateway's checks of a tagged void or refund", () => {
  it("lets a refund of the whole or part of an approved purchase go ahead", () => {
    expect(taggedRefusal(purchase, refund(), 0)).toBeNull();
    expect(taggedRefusal(purchase, refund({ amountCents: 1000 }), 1500)).toBeNull();
  });

  it("refuses an unknown tag (69) and a mismatched authorization number (28)", () => {
    expect(taggedRefusal(undefined, refund(), 0)).toBe("69");
    expect(taggedRefusal(purchase, refund({ authorizationNum: "ET000000" }), 0)).toBe("28");
  });

  it("refuses more than what remains of the purchase (64)", () => {
    expect(taggedRefusal(purchase, refund({ amountCents: 2501 }), 0)).toBe("64");
    expect(taggedRefusal(purchase, refund({ amountCents: 1001 }), 1500)).toBe("64");
    expect(taggedRefusal(purchase, refund(), 2500)).toBe("64");
  });

  it("voids only the whole purchase, and refuses to return a declined one or a refund", () => {
    expect(taggedRefusal(purchase, refund({ transactionType: "33" }), 0)).toBeNull();
    expect(taggedRefusal(purchase, refund({ transactionType: "33", amountCents: 100 }), 0)).toBe("64");
    expect(taggedRefusal({ ...purchase, approved: false }, refund(), 0)).toBe("64");
    expect(taggedRefusal({ ...purchase, transactionType: "34" }, refund(), 0)).toBe("64");
  });

  it("counts what approved returns gave back", () => {
    const returned = [
      { originalTag: purchase.transactionTag, approved: true, amountCents: 500 },
      { originalTag: purchase.transactionTag, approved: false, amountCents: 700 },
      { originalTag: 1, approved: true, amountCents: 900 },
    ] as GatewayTransaction[];
    expect(returnedCentsOf(returned, purchase.transactionTag)).toBe(500);
  });
});
