import { budgetMessages } from "@paygpa/contract";
import { describe, expect, it } from "vitest";
import { BUDGET_SETTINGS_INTENT, parseBudgetSettings } from "./budget-settings-form";

const form = (threshold: string) => {
  const data = new FormData();
  data.append("intent", BUDGET_SETTINGS_INTENT);
  data.append("reviewThresholdPercent", threshold);
  return data;
};

describe("budget billing's review threshold as typed", () => {
  it.each(["", "0", "51", "12.5", "ten", "-5", "1e1"])("refuses %j with the rule", (typed) => {
    const submission = parseBudgetSettings(form(typed));
    expect(submission.status).not.toBe("success");
    expect(submission.reply().error?.reviewThresholdPercent).toEqual([budgetMessages.settingsInvalid]);
  });

  it.each([
    ["1", "1"],
    [" 15 ", "15"],
    ["50", "50"],
  ])("takes %j as %s percent", (typed, percent) => {
    const submission = parseBudgetSettings(form(typed));
    expect(submission.status).toBe("success");
    expect(submission.status === "success" && submission.value.reviewThresholdPercent).toBe(percent);
  });
});
