/** The Users tab's actions, one per form (spec 000 §7 calls, through the contract's client). */
import { adminMessages, messages } from "@paygpa/contract";
import type { AppLoadContext } from "@remix-run/node";
import { data } from "@remix-run/node";
import { BffError } from "../../../lib/bff.server";
import { refusalOf, replyToRefusal } from "../../../lib/refusal.server";
import { parseAddUser, parseChangeAdminPassword, parseChangeRole } from "./admin-user-forms";

type Call = { context: AppLoadContext; token: string; form: FormData };

export async function addUser({ context, token, form }: Call) {
  const submission = parseAddUser(form);
  const hideFields = ["password", "confirm_password"];
  if (submission.status !== "success")
    return data({ result: submission.reply({ hideFields }) }, { status: 400 });
  const { confirm_password: _confirm, ...admin } = submission.value;
  try {
    const answer = await context.bff.call("insertAdmin", admin, { token });
    return { result: submission.reply({ resetForm: true, hideFields }), added: answer.result === "Success" };
  } catch (error) {
    if (error instanceof BffError && Object.keys(error.fields).length > 0) {
      return {
        result: replyToRefusal(
          submission,
          error,
          { unavailable: adminMessages.failedTryAgain },
          { hideFields },
        ),
      };
    }
    return { result: submission.reply({ hideFields }), added: false };
  }
}

export async function checkUsername({ context, token, form }: Call) {
  const username = String(form.get("username") ?? "").slice(0, 50);
  const answer = await context.bff.call("checkAdminUsername", { username }, { token });
  return { taken: answer.result === "true" };
}

/** Delete, one call per selected admin (spec 000 §7 delete-admin). */
export async function deleteUsers({ context, token, form }: Call) {
  const ids = String(form.get("ids") ?? "")
    .split(",")
    .map(Number)
    .filter((id) => Number.isInteger(id) && id > 0);
  try {
    for (const id of ids) await context.bff.call("deleteAdmin", { id }, { token });
    return { ok: true, message: adminMessages.deletedSuccessfully };
  } catch (error) {
    return {
      ok: false,
      message: refusalOf(error, { unavailable: adminMessages.failedTryAgain }).formErrors.join(" "),
    };
  }
}

async function change(
  submission: { reply(options?: object): unknown },
  run: () => Promise<{ result: { status: string; Description: string } }>,
) {
  try {
    const answer = await run();
    return {
      result: submission.reply({ resetForm: true }),
      outcome: { ok: answer.result.status === "Success", description: answer.result.Description },
    };
  } catch (error) {
    const description = refusalOf(error, {
      unavailable: messages.serverErrorTryAgain,
      ignoreFields: true,
    }).formErrors.join(" ");
    return {
      result: submission.reply(),
      outcome: { ok: false, description: description.replace(/[.!]$/, "") },
    };
  }
}

export async function changePassword({ context, token, form }: Call) {
  const submission = parseChangeAdminPassword(form);
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const { id, password } = submission.value;
  return change(submission, () =>
    context.bff.call("updateAdminUserPassword", { id, new_password: password }, { token }),
  );
}

export async function changeRole({ context, token, form }: Call) {
  const submission = parseChangeRole(form);
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  return change(submission, () => context.bff.call("updateAdminRole", submission.value, { token }));
}
