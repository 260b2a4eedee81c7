/**
 * The admin control screen's header (spec 001 §2): the logo and 'Hi, {username}' with a menu of
 * Change Pass (a dialog) and Log Out (POST /gpaadmin/logout).
 */
import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { Link, useSubmit } from "@remix-run/react";
import { useState } from "react";
import { GpaLogo } from "../../components/brand";
import { ChangePasswordDialog } from "./change-password-dialog";
import { ADMIN_DASHBOARD_PATH } from "./admin-tabs";

export const ADMIN_LOGOUT_PATH = "/gpaadmin/logout";

const itemClass =
  "block cursor-pointer rounded px-3 py-2 text-sm text-slate-800 no-underline outline-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-900";

export function AdminHeader({ username }: { username: string }) {
  const submit = useSubmit();
  const [changingPassword, setChangingPassword] = useState(false);
  return (
    <header className="on-dark sticky top-0 z-40 bg-brand-900 shadow">
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-2 px-3 py-2 sm:px-4">
        <Link to={ADMIN_DASHBOARD_PATH}>
          <GpaLogo className="h-9 w-auto sm:h-11" />
          <span className="sr-only">, back office</span>
        </Link>
        <DropdownMenu.Root modal={false}>
          <DropdownMenu.Trigger className="inline-flex min-h-11 items-center gap-2 rounded-md px-3 py-2 text-sm font-semibold text-white hover:bg-brand-800">
            <span className="max-w-[5rem] truncate sm:max-w-[14rem]">Hi, {username}</span>
            <span className="sr-only">, admin menu</span>
          </DropdownMenu.Trigger>
          <DropdownMenu.Portal>
            <DropdownMenu.Content
              align="end"
              sideOffset={6}
              className="z-50 min-w-44 rounded-md border border-slate-200 bg-white p-1 shadow-lg"
            >
              <DropdownMenu.Item className={itemClass} onSelect={() => setChangingPassword(true)}>
                Change Pass
              </DropdownMenu.Item>
              <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
              <DropdownMenu.Item
                className={itemClass}
                onSelect={() => submit(null, { method: "post", action: ADMIN_LOGOUT_PATH })}
              >
                Log Out
              </DropdownMenu.Item>
            </DropdownMenu.Content>
          </DropdownMenu.Portal>
        </DropdownMenu.Root>
      </div>
      <ChangePasswordDialog username={username} open={changingPassword} onOpenChange={setChangingPassword} />
    </header>
  );
}
