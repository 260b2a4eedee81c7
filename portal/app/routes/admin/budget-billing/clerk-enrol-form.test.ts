import { messages } from "@paygpa/contract";
import { describe, expect, it } from "vitest";
import { clerkBudgetTexts, parseClerkEnrol } from "./clerk-enrol-form";

const form = (entries: [string, string][]) => {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
};

describe("the clerk's budget billing enrolment", () => {
  it("asks the clerk to tick the box once the customer agrees, when it is not ticked", () => {
    const submission = parseClerkEnrol(form([["consentVersion", "budget-consent-2026-12"]]));
    expect(submission.status).not.toBe("success");
    expect(submission.reply().error?.agreed).toEqual([clerkBudgetTexts.agreedMissing]);
  });

  it("refuses a box with any other value than the form's", () => {
    const submission = parseClerkEnrol(
      form([
        ["consentVersion", "budget-consent-2026-12"],
        ["agreed", "on"],
      ]),
    );
    expect(submission.reply().error?.agreed).toEqual([clerkBudgetTexts.agreedMissing]);
  });

  it("refuses a form without the terms' version", () => {
    const submission = parseClerkEnrol(form([["agreed", "yes"]]));
    expect(submission.reply().error?.consentVersion).toEqual([messages.badRequest]);
  });

  it("passes the version shown and the agreement", () => {
    const submission = parseClerkEnrol(
      form([
        ["intent", "enrol"],
        ["consentVersion", " budget-consent-2026-12 "],
        ["agreed", "yes"],
      ]),
    );
    expect(submission.status).toBe("success");
    expect(submission.status === "success" && submission.value).toEqual({
      consentVersion: "budget-consent-2026-12",
      agreed: "yes",
    });
  });
});
