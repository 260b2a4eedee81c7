/**
 * The gateway's wire stays in its adapter (decision 026): no GGE4 field name (the list beside the
 * adapter, `integrations/gateway/wire-names.ts`) appears anywhere under `src/features/`. The features
 * read the port's domain types (`Charge`, `GatewayRecord`) instead.
 */
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { GGE4_WIRE_NAMES } from "../src/integrations/gateway/wire-names";
import { wireNamesIn, wireNamesUnder } from "./support/wire-name-scan";

const SRC = join(import.meta.dirname, "..", "src");

describe("the gateway's wire names stay inside integrations/gateway", () => {
  it("finds none under src/features", () => {
    const hits = wireNamesUnder(join(SRC, "features"), GGE4_WIRE_NAMES, SRC);
    expect(hits.map((hit) => `${hit.file}:${hit.line} ${hit.name}`)).toEqual([]);
  });

  it("finds a planted one, whole names only, and the relay's x_ names by their prefix", () => {
    const planted = [
      'const approved = fields.Transaction_Approved === "YES";',
      "const tag = fields.x_trans_id;",
      "const receipt = answer.exact_ctr;",
      // Not wire names: a domain name that contains one, and a camel-cased word.
      "const transactionApproved = charge.approved; const ctrl = 1; const max_ctr_count = 2;",
    ].join("\n");
    expect(wireNamesIn(planted, GGE4_WIRE_NAMES).map((hit) => [hit.line, hit.name])).toEqual([
      [1, "Transaction_Approved"],
      [2, "x_trans_id"],
      [3, "exact_ctr"],
    ]);
  });

  it("knows the adapter's own names: the adapter itself is full of them", () => {
    const inAdapter = wireNamesUnder(join(SRC, "integrations", "gateway"), GGE4_WIRE_NAMES, SRC);
    expect(inAdapter.length).toBeGreaterThan(20);
  });
});
