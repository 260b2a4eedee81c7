import { readFileSync } from "node:fs";
import personasFile from "@paygpa/fixtures/personas.json" with { type: "json" };
import { describe, expect, it } from "vitest";

/** The sample bill is an illustration: nobody may sign up with what it shows (a defect a new customer met). */
describe("the sample-bill dialog's picture", () => {
  const svg = readFileSync(new URL("../../../../public/sample-bill.svg", import.meta.url), "utf8");
  const everyPersona = [...personasFile.customers, ...personasFile.unregistered];

  it("shows no account number or zip code of the fixtures", () => {
    for (const who of everyPersona) {
      const accounts = "accounts" in who ? who.accounts.map((account) => account.accountId) : [who.accountId];
      for (const account of accounts) expect(svg).not.toContain(account);
      if ("zip" in who && who.zip) expect(svg).not.toContain(String(who.zip));
    }
  });

  it("is marked as a sample", () => {
    expect(svg).toContain("SAMPLE");
  });
});
