import { parseWithValibot } from "@conform-to/valibot";
import { messages, paymentMessages, phonedInMessages } from "@paygpa/contract";
import { describe, expect, it } from "vitest";
import { PhonedInAmounts, PhonedInSearch, accountIdsOf, paymentLines, stepUrl } from "./phoned-in-form";

const form = (entries: [string, string][]) => {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
};

describe("step 1's account fields", () => {
  it("asks for every account field, and a 10-digit number", () => {
    const submission = parseWithValibot(
      form([
        ["accountIds[0]", ""],
        ["accountIds[1]", "12ab"],
      ]),
      { schema: PhonedInSearch, disableAutoCoercion: true },
    );
    expect(submission.reply().error?.["accountIds[0]"]).toEqual([phonedInMessages.enterAccountId]);
    expect(submission.reply().error?.["accountIds[1]"]).toEqual([messages.accountNumberInvalid]);
  });

  it("refuses the same account twice", () => {
    const submission = parseWithValibot(
      form([
        ["accountIds[0]", "1000000001"],
        ["accountIds[1]", "1000000001"],
      ]),
      { schema: PhonedInSearch, disableAutoCoercion: true },
    );
    expect(submission.reply().error?.accountIds).toEqual([phonedInMessages.accountListedTwice]);
  });
});

describe("step 2's amounts (spec 000 §5)", () => {
  it("reads '$ 1,234.56', counts an empty amount as 0, and needs one amount: 'Please enter an amount!'", () => {
    const empty = parseWithValibot(form([["amounts[0]", ""]]), {
      schema: PhonedInAmounts,
      disableAutoCoercion: true,
    });
    expect(empty.reply().error?.amounts).toEqual([phonedInMessages.enterAmount]);
    const ok = parseWithValibot(
      form([
        ["amounts[0]", "$ 1,234.56"],
        ["amounts[1]", ""],
      ]),
      { schema: PhonedInAmounts, disableAutoCoercion: true },
    );
    expect(ok.status).toBe("success");
    expect(ok.status === "success" && ok.value.amounts).toEqual([1234.56, 0]);
  });

  it("refuses an amount below $1.00", () => {
    const small = parseWithValibot(form([["amounts[0]", "$ 0.50"]]), {
      schema: PhonedInAmounts,
      disableAutoCoercion: true,
    });
    expect(small.reply().error?.["amounts[0]"]).toEqual([paymentMessages.amountRange]);
  });

  it("pays only the accounts with an amount", () => {
    expect(paymentLines(["1000000001", "1000000002"], [0, 12.5])).toEqual([
      { accountId: "1000000002", amount: 12.5 },
    ]);
  });
});

describe("the stepper's state in the URL", () => {
  it("keeps the accounts, each once, and drops anything that is not an account number", () => {
    const url = new URL(
      "http://x/admin-dashboard/phoned-in?step=2&accounts=1000000001,abc,1000000001,1000000002",
    );
    expect(accountIdsOf(url)).toEqual(["1000000001", "1000000002"]);
    expect(stepUrl(2, ["1000000001", "1000000002"])).toBe("?step=2&accounts=1000000001,1000000002");
    expect(stepUrl(1, [])).toBe("?");
  });
});
