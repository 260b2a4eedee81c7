/**
 * The outage screens' actions (decision 046), shared by the dashboard's and the public page: report an
 * outage, "my power is back", "still out". The form's shape is checked here with the contract's
 * schema; ownership and every rule are the BFF's.
 */
import {
  messages,
  OutageFollowUpRequest,
  outageMessages,
  type RouteName,
  ReportOutageRequest,
} from "@paygpa/contract";
import { data } from "@remix-run/node";
import * as v from "valibot";
import { BffError, BffUnauthorized, type PortalBff } from "../../lib/bff.server";

export type OutageActionAnswer = {
  ok: boolean;
  intent: string;
  message: string;
  safety: string | null;
  fields?: Record<string, string[]>;
};

const text = (formData: FormData, name: string) => String(formData.get(name) ?? "");

async function answered(intent: string, work: () => Promise<{ message: string; safety?: string | null }>) {
  try {
    const answer = await work();
    return data<OutageActionAnswer>({
      ok: true,
      intent,
      message: answer.message,
      safety: answer.safety ?? null,
    });
  } catch (error) {
    if (!(error instanceof BffError) || error instanceof BffUnauthorized) throw error;
    const first = Object.values(error.fields)[0]?.[0];
    const message =
      error.status >= 500 && error.code !== "OUTAGES_UNAVAILABLE"
        ? messages.serverErrorTryAgain
        : (first ?? error.message);
    return data<OutageActionAnswer>(
      { ok: false, intent, message, safety: null, fields: error.fields },
      { status: error.status },
    );
  }
}

/**
 * Runs the form's intent with the caller's token (a customer's session or a quick-access token);
 * `byPhone`: the phoned-in clerk's token, a report on the caller's behalf (the back office's route).
 */
export async function outageAction(bff: PortalBff, token: string, formData: FormData, byPhone = false) {
  const intent = text(formData, "intent");
  if (intent === "report") {
    const parsed = v.safeParse(ReportOutageRequest, {
      accountId: text(formData, "accountId"),
      problem: text(formData, "problem"),
    });
    if (!parsed.success) {
      return data<OutageActionAnswer>(
        {
          ok: false,
          intent,
          message: outageMessages.chooseProblem,
          safety: null,
          fields: { problem: [outageMessages.chooseProblem] },
        },
        { status: 400 },
      );
    }
    return answered(intent, () =>
      byPhone
        ? bff.call("backOfficeReportOutage", parsed.output, { token })
        : bff.call("reportOutage", parsed.output, { token }),
    );
  }
  const followUp = v.safeParse(OutageFollowUpRequest, {
    accountId: text(formData, "accountId"),
    outageId: text(formData, "outageId"),
  });
  const route: RouteName | null =
    intent === "power-back" ? "outagePowerBack" : intent === "still-out" ? "outageStillOut" : null;
  if (!route || !followUp.success || byPhone) {
    return data<OutageActionAnswer>(
      { ok: false, intent, message: messages.serverErrorTryAgain, safety: null },
      { status: 400 },
    );
  }
  return answered(intent, () =>
    route === "outagePowerBack"
      ? bff.call("outagePowerBack", followUp.output, { token })
      : bff.call("outageStillOut", followUp.output, { token }),
  );
}
