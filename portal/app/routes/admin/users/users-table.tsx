/**
 * 'Current Users' (spec 000 §2): checkbox, username, email, role, a per-row menu (Change Password,
 * Change Role) and a delete icon; a select-all checkbox; a bulk delete icon when all rows or more
 * than one are checked. The logged-in admin's own row is not in the list (the BFF leaves it out).
 */
import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { useFetcher } from "@remix-run/react";
import { useEffect, useState } from "react";
import { MessageDialog } from "../../../ui/dialogs";
import { CheckboxInput } from "../../../ui/choices";
import { Cell, RowHeader, Table } from "../../../ui/table";
import { showsBulkDelete } from "./admin-user-forms";

export type AdminRow = { id: number; username: string; email: string; admin_role: string; role_id: number };
export type RowAction = { kind: "password" | "role"; user: AdminRow };

const COLUMNS = [
  { label: "Select" },
  { label: "Username" },
  { label: "Email" },
  { label: "Role" },
  { label: "Actions" },
];
const itemClass =
  "block cursor-pointer rounded px-3 py-2 text-sm text-slate-800 outline-none data-[highlighted]:bg-brand-50";

function RowMenu({ user, onAction }: { user: AdminRow; onAction(action: RowAction): void }) {
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className="button-secondary" aria-label={`Actions for ${user.username}`}>
        ⋮
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          className="z-50 min-w-44 rounded-md border border-slate-200 bg-white p-1 shadow-lg"
        >
          <DropdownMenu.Item className={itemClass} onSelect={() => onAction({ kind: "password", user })}>
            Change Password
          </DropdownMenu.Item>
          <DropdownMenu.Item className={itemClass} onSelect={() => onAction({ kind: "role", user })}>
            Change Role
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

/**
 * The users checked in the table, and their deletion: one or several ids posted at once, the checks
 * cleared, and the BFF's answer kept until its message is closed.
 */
function useChecksAndDeletion() {
  const remove = useFetcher<{ ok: boolean; message: string }>({ key: "delete-admins" });
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null);
  useEffect(() => {
    if (remove.state === "idle" && remove.data) setOutcome(remove.data);
  }, [remove.state, remove.data]);
  const [checked, setChecked] = useState<ReadonlySet<number>>(new Set());
  const toggle = (id: number, on: boolean) =>
    setChecked((before) => {
      const next = new Set(before);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const deleteIds = (ids: readonly number[]) => {
    remove.submit({ intent: "delete", ids: ids.join(",") }, { method: "post" });
    setChecked(new Set());
  };
  return { checked, setChecked, toggle, deleteIds, outcome, setOutcome };
}

export function UsersTable({
  users,
  onAction,
}: {
  users: readonly AdminRow[];
  onAction(action: RowAction): void;
}) {
  const { checked, setChecked, toggle, deleteIds, outcome, setOutcome } = useChecksAndDeletion();
  const allChecked = users.length > 0 && users.every((user) => checked.has(user.id));
  return (
    <section aria-labelledby="current-users-heading" className="card space-y-3 p-6">
      <div className="flex items-center justify-between gap-2">
        <h2 id="current-users-heading" className="text-xl font-bold text-brand-900">
          Current Users
        </h2>
        {showsBulkDelete(checked.size, users.length) ? (
          <button type="button" className="button-secondary" onClick={() => deleteIds([...checked])}>
            Delete Selected
          </button>
        ) : null}
      </div>
      <CheckboxInput
        label="Select all"
        checked={allChecked}
        onChange={(event) =>
          setChecked(event.target.checked ? new Set(users.map((user) => user.id)) : new Set())
        }
      />
      {/* On a phone each user is a card, each cell a line under its column's name (WCAG 1.4.10). */}
      <Table caption="Current Users" captionHidden columns={COLUMNS} cards>
        {users.map((user) => (
          <tr key={user.id} className="border-b border-slate-200">
            <Cell label="Select">
              <CheckboxInput
                hideLabel
                label={`Select ${user.username}`}
                checked={checked.has(user.id)}
                onChange={(event) => toggle(user.id, event.target.checked)}
              />
            </Cell>
            <RowHeader label="Username">{user.username}</RowHeader>
            <Cell label="Email" className="break-all">
              {user.email}
            </Cell>
            <Cell label="Role">{user.admin_role}</Cell>
            <Cell label="Actions">
              <div className="flex gap-2">
                <RowMenu user={user} onAction={onAction} />
                <button
                  type="button"
                  className="button-secondary"
                  aria-label={`Delete ${user.username}`}
                  onClick={() => deleteIds([user.id])}
                >
                  🗑
                </button>
              </div>
            </Cell>
          </tr>
        ))}
      </Table>
      <MessageDialog
        open={outcome !== null}
        onClose={() => setOutcome(null)}
        tone={outcome?.ok ? "success" : "error"}
        message={outcome?.message ?? ""}
      />
    </section>
  );
}
