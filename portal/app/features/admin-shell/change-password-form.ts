/**
 * Change Pass (spec 001 §2, §5): current password, password, confirm password; the two new entries
 * must match ('Password doesn't match'). The same schema checks the dialog and the action.
 */
import { parseWithValibot } from "@conform-to/valibot";
import { UpdateAdminPasswordRequest, adminMessages } from "@paygpa/contract";
import * as v from "valibot";

export const ChangePasswordForm = v.pipe(
  v.object({
    ...v.omit(UpdateAdminPasswordRequest, ["id"]).entries,
    confirm_password: v.pipe(v.string(), v.nonEmpty(adminMessages.passwordMismatchChange)),
  }),
  v.forward(
    v.partialCheck(
      [["new_password"], ["confirm_password"]],
      (input) => input.new_password === input.confirm_password,
      adminMessages.passwordMismatchChange,
    ),
    ["confirm_password"],
  ),
);

export const parseChangePassword = (formData: FormData) =>
  parseWithValibot(formData, { schema: ChangePasswordForm, disableAutoCoercion: true });
