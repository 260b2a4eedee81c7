import { useSubmit } from "@remix-run/react";
import { MenuButton } from "../ui/menu-button";

const itemClass =
  "cursor-pointer rounded px-3 py-2 text-sm text-slate-800 no-underline hover:bg-brand-50 focus:bg-brand-50 focus:text-brand-900";

/** The header's small menu: Edit Account (where the FAQ sends customers), FAQ and Log Out. */
export function UserMenu({ username }: { username: string }) {
  const submit = useSubmit();
  return (
    <MenuButton
      buttonClassName="inline-flex min-h-11 min-w-0 items-center gap-2 rounded-md px-3 py-2 text-sm font-semibold text-white hover:bg-brand-800"
      menuClassName="z-50 min-w-44 rounded-md border border-slate-200 bg-white p-1 shadow-lg"
      itemClassName={itemClass}
      entries={[
        { label: "Edit Account", to: "/dashboard/edit-account" },
        { label: "FAQ", to: "/faq" },
        {
          label: "Log Out",
          separatorBefore: true,
          onSelect: () => submit(null, { method: "post", action: "/logout" }),
        },
      ]}
    >
      <UserIcon />
      <span className="max-w-[10rem] truncate max-[25rem]:sr-only">{username}</span>
      <span className="sr-only">, account menu</span>
      <ChevronIcon />
    </MenuButton>
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
