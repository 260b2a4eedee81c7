import { ADMIN_LEVELS, MAINTENANCE_LOGIN_ID, MAINTENANCE_PAY_NOW_ID, messages } from "@paygpa/contract";
import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction, data } from "@remix-run/node";
import { useFetcher, useLoaderData } from "@remix-run/react";
import { useEffect, useState } from "react";
import * as v from "valibot";
import { refusalOf, replyToRefusal } from "../../lib/refusal.server";
import { requireAdmin } from "../../lib/session.server";
import { CheckboxInput } from "../../ui/choices";
import { StatusMessage } from "../../ui/forms";
import { DUE_DATE_SETTINGS_INTENT, DueDateSettingsForm } from "./system-maintenance/due-date-settings";
import { saveDueDateSettings } from "./system-maintenance/due-date-settings.server";
import { BudgetSettingsForm } from "./system-maintenance/budget-settings";
import { BUDGET_SETTINGS_INTENT } from "./system-maintenance/budget-settings-form";
import { saveBudgetSettings } from "./system-maintenance/budget-settings.server";
import {
  ALERT_HOURS_INTENT,
  type AlertHoursAnswer,
  AutopayAlertHoursForm,
  parseAlertHours,
} from "./system-maintenance/autopay-alert-hours";
import {
  EXTENSION_SETTINGS_INTENT,
  type ExtensionSettingsAnswer,
  ExtensionSettingsForm,
  invalidExtensionSettings,
  parseExtensionSettings,
} from "./system-maintenance/extension-settings";

/** One switch's change: which flag (1 Login / Sign Up, 2 Pay Now) and its new state. */
const SwitchChange = v.object({
  id: v.pipe(v.string(), v.transform(Number), v.picklist([MAINTENANCE_LOGIN_ID, MAINTENANCE_PAY_NOW_ID])),
  flag: v.pipe(v.string(), v.transform(Number), v.picklist([0, 1])),
});

const SWITCHES = [
  { id: MAINTENANCE_LOGIN_ID, label: "Login / Sign Up" },
  { id: MAINTENANCE_PAY_NOW_ID, label: "Pay Now" },
] as const;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { token } = await requireAdmin(request, context.bff, { levels: ADMIN_LEVELS.systemMaintenance });
  const [flags, alertHours, extension, dueDate, budget] = await Promise.all([
    context.bff.call("systemMaintenance", undefined, { token }),
    context.bff.call("autopayAlertHours", undefined, { token }),
    context.bff.call("extensionSettings", undefined, { token }),
    context.bff.call("dueDateSettings", undefined, { token }),
    context.bff.call("budgetSettings", undefined, { token }),
  ]);
  return { flags, alertHours, extension, dueDate, budget };
}

type MaintenanceAnswer = {
  error: string | null;
  hours?: AlertHoursAnswer;
  extension?: ExtensionSettingsAnswer;
};

/** Each switch's change is saved at once (spec 000 §2 'System Maintenance', §4); the alert hours on Save. */
export async function action({ request, context }: ActionFunctionArgs) {
  const { token } = await requireAdmin(request, context.bff, { levels: ADMIN_LEVELS.systemMaintenance });
  const formData = await request.formData();
  if (formData.get("intent") === ALERT_HOURS_INTENT) return saveAlertHours(formData, token, context.bff);
  if (formData.get("intent") === EXTENSION_SETTINGS_INTENT)
    return saveExtensionSettings(formData, token, context.bff);
  if (formData.get("intent") === DUE_DATE_SETTINGS_INTENT)
    return saveDueDateSettings(formData, token, context.bff);
  if (formData.get("intent") === BUDGET_SETTINGS_INTENT)
    return saveBudgetSettings(formData, token, context.bff);
  const parsed = v.safeParse(SwitchChange, Object.fromEntries(formData));
  if (!parsed.success) return data<MaintenanceAnswer>({ error: messages.badRequest }, { status: 400 });
  try {
    await context.bff.call("systemMaintenanceUpdate", parsed.output, { token });
    return data<MaintenanceAnswer>({ error: null });
  } catch (error) {
    const refusal = refusalOf(error, { unavailable: messages.serverErrorTryAgain });
    return data<MaintenanceAnswer>({ error: refusal.formErrors.join(" ") });
  }
}

async function saveAlertHours(formData: FormData, token: string, bff: ActionFunctionArgs["context"]["bff"]) {
  const submission = parseAlertHours(formData);
  if (submission.status !== "success") {
    return data<MaintenanceAnswer>(
      { error: null, hours: { result: submission.reply(), saved: false } },
      { status: 400 },
    );
  }
  try {
    await bff.call("autopayAlertHoursUpdate", { hours: Number(submission.value.hours) }, { token });
    return data<MaintenanceAnswer>({ error: null, hours: { result: submission.reply(), saved: true } });
  } catch (error) {
    const result = replyToRefusal(submission, error, { unavailable: messages.serverErrorTryAgain });
    return data<MaintenanceAnswer>({ error: null, hours: { result, saved: false } });
  }
}

/** The payment extension's N and M (decision 045); the BFF checks the ranges and audits the change. */
async function saveExtensionSettings(
  formData: FormData,
  token: string,
  bff: ActionFunctionArgs["context"]["bff"],
) {
  const settings = parseExtensionSettings(formData);
  if (!settings) {
    return data<MaintenanceAnswer>(
      { error: null, extension: { saved: false, error: invalidExtensionSettings } },
      { status: 400 },
    );
  }
  try {
    await bff.call("extensionSettingsUpdate", settings, { token });
    return data<MaintenanceAnswer>({ error: null, extension: { saved: true, error: null } });
  } catch (error) {
    const refusal = refusalOf(error, { unavailable: messages.serverErrorTryAgain });
    return data<MaintenanceAnswer>({
      error: null,
      extension: { saved: false, error: refusal.formErrors.join(" ") },
    });
  }
}

function MaintenanceSwitch({ id, label, on }: { id: number; label: string; on: boolean }) {
  const fetcher = useFetcher<typeof action>({ key: `maintenance-${id}` });
  // Shown at once as clicked (saved at once); the loader's value wins again once the save is back.
  const [shown, setShown] = useState(on);
  useEffect(() => setShown(on), [on]);
  return (
    <div className="space-y-2">
      <CheckboxInput
        role="switch"
        label={`${label} (${shown ? "off for maintenance" : "on"})`}
        checked={shown}
        disabled={fetcher.state !== "idle"}
        onChange={(event) => {
          setShown(event.target.checked);
          fetcher.submit({ id: String(id), flag: event.target.checked ? "1" : "0" }, { method: "post" });
        }}
      />
      {fetcher.data?.error ? <StatusMessage tone="error">{fetcher.data.error}</StatusMessage> : null}
    </div>
  );
}

export default function SystemMaintenanceScreen() {
  const { flags, alertHours, extension, dueDate, budget } = useLoaderData<typeof loader>();
  return (
    <section aria-labelledby="system-maintenance-heading" className="card space-y-4 p-6">
      <h1 id="system-maintenance-heading" className="text-2xl font-bold text-brand-900">
        System Maintenance
      </h1>
      <p className="text-slate-700">
        A switch that is checked turns the feature off for customers, who then read: “{messages.maintenance}”
      </p>
      {SWITCHES.map((item) => (
        <MaintenanceSwitch
          key={item.id}
          id={item.id}
          label={item.label}
          on={flags.find((flag) => flag.id === item.id)?.flag === 1}
        />
      ))}
      <AutopayAlertHoursForm current={alertHours} />
      <ExtensionSettingsForm current={extension} />
      <DueDateSettingsForm current={dueDate} />
      <BudgetSettingsForm current={budget} />
    </section>
  );
}

export const meta: MetaFunction = () => [{ title: "System Maintenance | PayGPA Admin" }];
