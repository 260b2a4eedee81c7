import { adminMessages } from "@paygpa/contract";
import { type ActionFunctionArgs, data, redirect } from "@remix-run/node";
import type { ChangePasswordAnswer } from "../../features/admin-shell/change-password-dialog";
import { parseChangePassword } from "../../features/admin-shell/change-password-form";
import { replyToRefusal } from "../../lib/refusal.server";
import { requireAdmin } from "../../lib/session.server";

export async function loader() {
  return redirect("/admin-dashboard");
}

/** Change Pass (spec 001 §2, §7 update-admin-password): the server's Description is shown as it is. */
export async function action({ request, context }: ActionFunctionArgs) {
  const { token } = await requireAdmin(request, context.bff);
  const submission = parseChangePassword(await request.formData());
  const hideFields = ["old_password", "new_password", "confirm_password"];
  if (submission.status !== "success") {
    return data<ChangePasswordAnswer>({ result: submission.reply({ hideFields }) }, { status: 400 });
  }
  const { old_password, new_password } = submission.value;
  try {
    const answer = await context.bff.call("updateAdminPassword", { old_password, new_password }, { token });
    return data<ChangePasswordAnswer>({
      result: submission.reply({ resetForm: true, hideFields }),
      outcome: { status: answer.result.status, description: answer.result.Description },
    });
  } catch (error) {
    const words = { unavailable: adminMessages.failedTryAgain };
    return data<ChangePasswordAnswer>({ result: replyToRefusal(submission, error, words, { hideFields }) });
  }
}
