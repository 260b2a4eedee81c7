import { ADMIN_LEVELS } from "@paygpa/contract";
import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction, data } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useCallback, useState } from "react";
import { AddUserForm } from "./users/add-user-form";
import { ChangePasswordOfAdmin, ChangeRoleOfAdmin } from "./users/change-dialogs";
import {
  addUser,
  changePassword,
  changeRole,
  checkUsername,
  deleteUsers,
} from "./users/users-actions.server";
import { type RowAction, UsersTable } from "./users/users-table";
import { requireAdmin } from "../../lib/session.server";

/** Users (spec 000 §2 'Admin users'): level 1 only, here and in the BFF. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { token } = await requireAdmin(request, context.bff, { levels: ADMIN_LEVELS.users });
  const api = context.bff;
  const [roles, users] = await Promise.all([
    api.call("adminRoles", undefined, { token }),
    api.call("adminUsers", undefined, { token }),
  ]);
  return { roles, users };
}

const ACTIONS = {
  add: addUser,
  "check-username": checkUsername,
  delete: deleteUsers,
  password: changePassword,
  role: changeRole,
} as const;

export async function action({ request, context }: ActionFunctionArgs) {
  const { token } = await requireAdmin(request, context.bff, { levels: ADMIN_LEVELS.users });
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "") as keyof typeof ACTIONS;
  const run = ACTIONS[intent];
  if (!run) throw data({ message: "Unknown action." }, { status: 400 });
  return run({ context, token, form });
}

export default function UsersScreen() {
  const { roles, users } = useLoaderData<typeof loader>();
  const [rowAction, setRowAction] = useState<RowAction | null>(null);
  const close = useCallback(() => setRowAction(null), []);
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold text-brand-900">Users</h1>
      <AddUserForm roles={roles} />
      <UsersTable users={users} onAction={setRowAction} />
      <ChangePasswordOfAdmin action={rowAction} onClose={close} />
      <ChangeRoleOfAdmin action={rowAction} roles={roles} onClose={close} />
    </div>
  );
}

export const meta: MetaFunction = () => [{ title: "Users | PayGPA Admin" }];
