import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { Link, useSubmit } from "@remix-run/react";

const itemClass =
  "block cursor-pointer rounded px-3 py-2 text-sm text-slate-800 no-underline outline-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-900";

/** The header's small menu: Edit Account (where the FAQ sends customers), FAQ and Log Out. */
export function UserMenu({ username }: { username: string }) {
  const submit = useSubmit();
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className="inline-flex min-h-11 min-w-0 items-center gap-2 rounded-md px-3 py-2 text-sm font-semibold text-white hover:bg-brand-800">
        <UserIcon />
        <span className="max-w-[10rem] truncate max-[25rem]:sr-only">{username}</span>
        <span className="sr-only">, account menu</span>
        <ChevronIcon />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-50 min-w-44 rounded-md border border-slate-200 bg-white p-1 shadow-lg"
        >
          <DropdownMenu.Item asChild className={itemClass}>
            <Link to="/dashboard/edit-account">Edit Account</Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={itemClass}>
            <Link to="/faq">FAQ</Link>
          </DropdownMenu.Item>
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
          <DropdownMenu.Item
            className={itemClass}
            onSelect={() => submit(null, { method: "post", action: "/logout" })}
          >
            Log Out
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

function UserIcon() {
  return (
    <svg viewBox="0 0 20 20" className="h-5 w-5" aria-hidden="true" fill="currentColor">
      <path d="M10 10a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm-7 8a7 7 0 0 1 14 0z" />
    </svg>
  );
}

function ChevronIcon() {
  return (
    <svg viewBox="0 0 20 20" className="h-4 w-4" aria-hidden="true" fill="currentColor">
      <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4z" />
    </svg>
  );
}
