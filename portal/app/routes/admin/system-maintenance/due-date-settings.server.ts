/** Saving the due days allowed (decision 047): server-only, the System Maintenance action calls it. */
import { dueDateMessages, messages } from "@paygpa/contract";
import { type ActionFunctionArgs, data } from "@remix-run/node";
import { refusalOf } from "../../../lib/refusal.server";

function parseDueDateSettings(formData: FormData) {
  const whole = (name: string) => {
    const text = String(formData.get(name) ?? "").trim();
    return /^\d{1,2}$/.test(text) ? Number(text) : null;
  };
  const firstDay = whole("firstDay");
  const lastDay = whole("lastDay");
  return firstDay === null || lastDay === null ? null : { firstDay, lastDay };
}

/** Saves the days typed; a bad entry is refused with the rule before the BFF is asked. */
export async function saveDueDateSettings(
  formData: FormData,
  token: string,
  bff: ActionFunctionArgs["context"]["bff"],
) {
  const settings = parseDueDateSettings(formData);
  if (!settings) {
    return data(
      { error: null, dueDate: { saved: false, error: dueDateMessages.settingsInvalid } },
      { status: 400 },
    );
  }
  try {
    await bff.call("dueDateSettingsUpdate", settings, { token });
    return data({ error: null, dueDate: { saved: true, error: null } });
  } catch (error) {
    const refusal = refusalOf(error, { unavailable: messages.serverErrorTryAgain });
    return data({ error: null, dueDate: { saved: false, error: refusal.formErrors.join(" ") } });
  }
}
