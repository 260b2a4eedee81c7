/** The edit dialog of Password Reset (spec 000 §2, §5): new password and its confirmation. */
import { parseWithValibot } from "@conform-to/valibot";
import { CustomerPasswordResetRequest, adminMessages } from "@paygpa/contract";
import * as v from "valibot";

export const CustomerResetForm = v.pipe(
  v.object({
    ...CustomerPasswordResetRequest.entries,
    confirm_password: v.pipe(v.string(), v.nonEmpty(adminMessages.adminPasswordMismatch)),
  }),
  v.forward(
    v.partialCheck(
      [["password"], ["confirm_password"]],
      (input) => input.password === input.confirm_password,
      adminMessages.adminPasswordMismatch,
    ),
    ["confirm_password"],
  ),
);

export const parseCustomerReset = (formData: FormData) =>
  parseWithValibot(formData, { schema: CustomerResetForm, disableAutoCoercion: true });
