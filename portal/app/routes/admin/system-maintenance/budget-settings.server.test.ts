import { budgetMessages, messages } from "@paygpa/contract";
import type { ActionFunctionArgs } from "@remix-run/node";
import { describe, expect, it, vi } from "vitest";
import { BffError, BffUnavailable } from "../../../lib/bff.server";
import { BUDGET_SETTINGS_INTENT } from "./budget-settings-form";
import { saveBudgetSettings } from "./budget-settings.server";

type Bff = ActionFunctionArgs["context"]["bff"];

const form = (threshold: string) => {
  const data = new FormData();
  data.append("intent", BUDGET_SETTINGS_INTENT);
  data.append("reviewThresholdPercent", threshold);
  return data;
};

/** A BFF whose budget settings update answers as `answer` does (throws to refuse). */
const bffAnswering = (answer: () => unknown) => {
  const call = vi.fn(async () => answer());
  return { bff: { call } as unknown as Bff, call };
};

const answerOf = async (result: ReturnType<typeof saveBudgetSettings>) => {
  const { data, init } = (await result) as unknown as {
    data: { budget: { saved: boolean; result: { error?: Record<string, string[] | null> } } };
    init: { status?: number } | null;
  };
  return { ...data.budget, status: init?.status ?? 200 };
};

describe("saving budget billing's review threshold", () => {
  it("refuses a bad entry with the rule under the field, without asking the BFF", async () => {
    const { bff, call } = bffAnswering(() => ({}));
    const answer = await answerOf(saveBudgetSettings(form("75"), "token", bff));
    expect(answer.saved).toBe(false);
    expect(answer.status).toBe(400);
    expect(answer.result.error?.reviewThresholdPercent).toEqual([budgetMessages.settingsInvalid]);
    expect(call).not.toHaveBeenCalled();
  });

  it("sends the number typed and says it is saved", async () => {
    const { bff, call } = bffAnswering(() => ({ reviewThresholdPercent: 15, setByStaff: true }));
    const answer = await answerOf(saveBudgetSettings(form(" 15 "), "token", bff));
    expect(call).toHaveBeenCalledWith(
      "budgetSettingsUpdate",
      { reviewThresholdPercent: 15 },
      { token: "token" },
    );
    expect(answer.saved).toBe(true);
  });

  it("shows the BFF's refusal of the number under the field", async () => {
    const refusal = new BffError(400, "INVALID_BUDGET_SETTINGS", "The BFF's words for the rule.");
    const { bff } = bffAnswering(() => {
      throw refusal;
    });
    const answer = await answerOf(saveBudgetSettings(form("15"), "token", bff));
    expect(answer.saved).toBe(false);
    expect(answer.result.error?.reviewThresholdPercent).toEqual(["The BFF's words for the rule."]);
  });

  it("says to try again, as the form's message, when the BFF cannot be reached", async () => {
    const { bff } = bffAnswering(() => {
      throw new BffUnavailable(503, "BFF_UNREACHABLE", "The BFF did not answer.");
    });
    const answer = await answerOf(saveBudgetSettings(form("15"), "token", bff));
    expect(answer.saved).toBe(false);
    expect(answer.result.error?.[""]).toEqual([messages.serverErrorTryAgain]);
    expect(answer.result.error?.reviewThresholdPercent).toBeUndefined();
  });
});
