import { ADMIN_LEVELS, MAINTENANCE_LOGIN_ID, MAINTENANCE_PAY_NOW_ID, messages } from "@paygpa/contract";
import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction, data } from "@remix-run/node";
import { useFetcher, useLoaderData } from "@remix-run/react";
import { useEffect, useState } from "react";
import * as v from "valibot";
import { refusalOf } from "../../lib/refusal.server";
import { requireAdmin } from "../../lib/session.server";
import { CheckboxInput } from "../../ui/choices";
import { StatusMessage } from "../../ui/forms";

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
  const flags = await context.bff.call("systemMaintenance", undefined, { token });
  return { flags };
}

/** Each change is saved at once (spec 000 §2 'System Maintenance', §4). */
export async function action({ request, context }: ActionFunctionArgs) {
  const { token } = await requireAdmin(request, context.bff, { levels: ADMIN_LEVELS.systemMaintenance });
  const parsed = v.safeParse(SwitchChange, Object.fromEntries(await request.formData()));
  if (!parsed.success) return data({ error: messages.badRequest }, { status: 400 });
  try {
    await context.bff.call("systemMaintenanceUpdate", parsed.output, { token });
    return { error: null };
  } catch (error) {
    return { error: refusalOf(error, { unavailable: messages.serverErrorTryAgain }).formErrors.join(" ") };
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
  const { flags } = useLoaderData<typeof loader>();
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
    </section>
  );
}

export const meta: MetaFunction = () => [{ title: "System Maintenance | PayGPA Admin" }];
