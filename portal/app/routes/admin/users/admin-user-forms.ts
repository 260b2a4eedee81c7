/**
 * The Users tab's forms (spec 000 §2 'Admin users', §5): Add User (all fields required, the password
 * rule, the confirmation) and the Change Password / Change Role dialogs. One schema per form, used by
 * the browser and the action alike.
 */
import { parseWithValibot } from "@conform-to/valibot";
import { AdminPassword, InsertAdminRequest, adminMessages } from "@paygpa/contract";
import * as v from "valibot";

const Confirm = v.pipe(v.string(), v.nonEmpty(adminMessages.fieldRequired));

const passwordsMatch = (input: { password: string; confirm_password: string }) =>
  input.password === input.confirm_password;

export const AddUserForm = v.pipe(
  v.object({ ...InsertAdminRequest.entries, confirm_password: Confirm }),
  v.forward(
    v.partialCheck([["password"], ["confirm_password"]], passwordsMatch, adminMessages.adminPasswordMismatch),
    ["confirm_password"],
  ),
);

export const ChangeAdminPasswordForm = v.pipe(
  v.object({
    id: v.pipe(v.string(), v.transform(Number)),
    password: AdminPassword,
    confirm_password: Confirm,
  }),
  v.forward(
    v.partialCheck(
      [["password"], ["confirm_password"]],
      passwordsMatch,
      adminMessages.passwordMismatchChange,
    ),
    ["confirm_password"],
  ),
);

export const ChangeRoleForm = v.object({
  id: v.pipe(v.string(), v.transform(Number)),
  role: v.pipe(v.string(), v.nonEmpty(adminMessages.fieldRequired), v.transform(Number)),
});

const options = { disableAutoCoercion: true } as const;
export const parseAddUser = (formData: FormData) =>
  parseWithValibot(formData, { schema: AddUserForm, ...options });
export const parseChangeAdminPassword = (formData: FormData) =>
  parseWithValibot(formData, { schema: ChangeAdminPasswordForm, ...options });
export const parseChangeRole = (formData: FormData) =>
  parseWithValibot(formData, { schema: ChangeRoleForm, ...options });

/** Which rows get a bulk delete icon: all of them, or more than one (spec 000 §2). */
export function showsBulkDelete(checked: number, total: number): boolean {
  return total > 0 && (checked > 1 || checked === total);
}
