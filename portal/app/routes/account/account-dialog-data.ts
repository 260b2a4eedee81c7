/**
 * GET/POST /dashboard/accounts/:accountId/:dialog — the data behind the account actions' dialogs and
 * My Bills (spec 002 §2, §7), fetched when a dialog opens. A resource route (JSON, no layout): it
 * guards itself; the BFF checks the account against the session on every call.
 */
import { dashboardMessages, NOTICE_KINDS, type NoticeChoices, textNumberMessages } from "@paygpa/contract";
import { type ActionFunctionArgs, data, type LoaderFunctionArgs } from "@remix-run/node";
import { BffError, BffUnauthorized } from "../../lib/bff.server";
import { requireCustomer } from "../../lib/session.server";
import { usageViewQuery } from "../../features/account/usage/usage-query";
import type { DialogAnswer } from "../../features/account/dialogs/dialog-answer";

/** Each dialog's text when the BFF itself cannot be reached (spec 002 §8). */
const FAILURE_TEXT: Record<string, string> = {
  statement: dashboardMessages.statementsFailed,
  history: dashboardMessages.statementsFailed,
  consumption: dashboardMessages.noConsumptionChart,
  "consumption-prepaid": dashboardMessages.noConsumptionChart,
  usage: dashboardMessages.noConsumptionChart,
  paperless: dashboardMessages.settingLoadFailed,
  notifications: dashboardMessages.settingLoadFailed,
  "notifications-update": dashboardMessages.paperlessUpdateFailed,
  "paperless-update": dashboardMessages.paperlessUpdateFailed,
  bills: dashboardMessages.myBillsFailed,
  "text-number": textNumberMessages.textsUnavailable,
  "text-code": textNumberMessages.textsUnavailable,
  "text-confirm": textNumberMessages.textsUnavailable,
  "view-bill": dashboardMessages.myBillsFailed,
};

async function answerOf<T>(dialog: string, run: () => Promise<T>) {
  try {
    return data<DialogAnswer<T>>({ ok: true, data: await run() });
  } catch (error) {
    if (error instanceof BffUnauthorized) {
      return data<DialogAnswer<T>>({ ok: false, message: error.message }, { status: 401 });
    }
    if (!(error instanceof BffError)) throw error;
    // The BFF's message is the catalogue's text of this screen (or the refusal's); unreachable is ours.
    const message =
      error.code === "BFF_UNREACHABLE" || error.code === "BFF_BAD_ANSWER" ? null : error.message;
    return data<DialogAnswer<T>>(
      { ok: false, message: message ?? FAILURE_TEXT[dialog] ?? dashboardMessages.statementsFailed },
      { status: error.status },
    );
  }
}

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { token } = await requireCustomer(request, context.bff);
  const accountId = params.accountId ?? "";
  const dialog = params.dialog ?? "";
  const search = new URL(request.url).searchParams;
  const { call } = context.bff;
  const options = { token };
  switch (dialog) {
    case "statement":
      return answerOf(dialog, () => call("statement", { accountId }, options));
    case "history":
      return answerOf(dialog, () => call("paymentHistory", { accountId }, options));
    case "consumption":
      return answerOf(dialog, () => call("consumptionChart", { accountId }, options));
    case "consumption-prepaid": {
      const period = Number(search.get("period") ?? 0);
      const energyChartPeriod = period === 1 || period === 2 ? period : 0;
      return answerOf(dialog, () =>
        call("consumptionChartPrepaid", { accountId, energyChartPeriod }, options),
      );
    }
    // The day and hour views of the meter's reads (decision 042); the BFF checks the query's shape.
    case "usage":
      return answerOf(dialog, () => call("usageView", usageViewQuery(accountId, search), options));
    case "paperless":
      return answerOf(dialog, () => call("paperlessDetails", { accountId }, options));
    case "notifications":
      return answerOf(dialog, () => call("notificationSettings", { accountId }, options));
    // The signed-in customer's number for texts (the same for every account).
    case "text-number":
      return answerOf(dialog, () => call("textNumber", {}, options));
    case "bills": {
      const page = Math.max(1, Math.floor(Number(search.get("page") ?? 1)) || 1);
      return answerOf(dialog, () => call("myBillsList", { accountId, page, pageSize: 10 }, options));
    }
    default:
      throw new Response("Not found", { status: 404 });
  }
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const { token } = await requireCustomer(request, context.bff);
  const accountId = params.accountId ?? "";
  const form = await request.formData();
  const { call } = context.bff;
  if (params.dialog === "paperless") {
    const routeType = form.get("routeType") === "ONLINE" ? "ONLINE" : "POSTAL";
    return answerOf("paperless-update", () =>
      call("updatePaperlessDetails", { accountId, routeType }, { token }),
    );
  }
  if (params.dialog === "notifications") {
    const notices = Object.fromEntries(
      NOTICE_KINDS.map((kind) => [
        kind,
        { email: form.get(`${kind}.email`) === "on", text: form.get(`${kind}.text`) === "on" },
      ]),
    ) as NoticeChoices;
    return answerOf("notifications-update", () =>
      call("updateNotificationSettings", { accountId, notices }, { token }),
    );
  }
  if (params.dialog === "text-code") {
    const phone = String(form.get("phone") ?? "");
    return answerOf("text-code", () => call("sendTextCode", { phone }, { token }));
  }
  if (params.dialog === "text-confirm") {
    const answer = {
      code: String(form.get("code") ?? ""),
      consentVersion: String(form.get("consentVersion") ?? ""),
      agreed: form.get("agreed") === "on",
    };
    return answerOf("text-confirm", () => call("confirmTextNumber", answer, { token }));
  }
  if (params.dialog === "view-bill") {
    const billId = String(form.get("billId") ?? "");
    return answerOf("view-bill", () => call("viewBill", { accountId, billId }, { token }));
  }
  throw new Response("Not found", { status: 404 });
}
