/**
 * The dashboard's frame (spec 002 §2): the header with the logo and the FAQ / Log Out menu, and the
 * left navigation (on phones a menu the header's button opens, with Log Out at its end). On wider
 * screens the navigation stays below the sticky header as the page scrolls, so no link is ever half
 * under the header (WCAG 2.5.8 Target Size: a link partly obscured is a target too small).
 */
import { Form, Link, NavLink } from "@remix-run/react";
import { GpaLogo } from "./brand";
import { UserMenu } from "./user-menu";

const NAVIGATION = [
  { to: "/dashboard", label: "Account Overview", end: true },
  { to: "/dashboard/account-information", label: "Account Information", end: false },
  { to: "/dashboard/bills", label: "My Bills", end: false },
  { to: "/dashboard/autopay", label: "AutoPay", end: false },
  { to: "/dashboard/saved-cards", label: "Saved Cards", end: false },
  { to: "/dashboard/outages", label: "Outages", end: false },
  { to: "/dashboard/survey", label: "Survey", end: false },
  { to: "/dashboard/help", label: "Help & Support", end: false },
  { to: "/dashboard/news", label: "News", end: false },
] as const;

export function DashboardHeader({
  username,
  navigationOpen,
  onToggleNavigation,
}: {
  username: string;
  navigationOpen: boolean;
  onToggleNavigation(): void;
}) {
  return (
    <header className="on-dark sticky top-0 z-40 bg-brand-900 shadow">
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-2 px-3 py-2 sm:px-4">
        <div className="flex shrink-0 items-center gap-1">
          <button
            type="button"
            className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-md text-white hover:bg-brand-800 md:hidden"
            aria-expanded={navigationOpen}
            aria-controls="dashboard-navigation"
            aria-label="Navigation"
            onClick={onToggleNavigation}
          >
            <svg viewBox="0 0 24 24" className="h-6 w-6" aria-hidden="true" fill="none" stroke="currentColor">
              <path
                strokeWidth="2"
                strokeLinecap="round"
                d={navigationOpen ? "M6 6l12 12M18 6 6 18" : "M4 7h16M4 12h16M4 17h16"}
              />
            </svg>
          </button>
          <Link to="/dashboard">
            <GpaLogo className="h-9 w-auto sm:h-11" />
            <span className="sr-only">, dashboard</span>
          </Link>
        </div>
        <UserMenu username={username} />
      </div>
    </header>
  );
}

export function DashboardNavigation({ open, version }: { open: boolean; version: string | null }) {
  return (
    <nav
      id="dashboard-navigation"
      aria-label="Dashboard"
      className={`${open ? "block" : "hidden"} dashboard-nav border-b border-brand-800 bg-brand-800 md:sticky md:top-16 md:block md:max-h-[calc(100vh-4rem)] md:w-60 md:shrink-0 md:self-start md:overflow-y-auto md:border-b-0 md:bg-transparent`}
    >
      <ul className="space-y-1 p-3 md:py-6">
        {NAVIGATION.map((item) => (
          <li key={item.to}>
            <NavLink
              to={item.to}
              end={item.end}
              className={({ isActive }) =>
                `block rounded-md px-3 py-2.5 font-semibold no-underline ${
                  isActive
                    ? "bg-white text-brand-900 md:bg-brand-700 md:text-white"
                    : "text-white hover:bg-brand-700 md:text-brand-800 md:hover:bg-brand-100"
                }`
              }
            >
              {item.label}
            </NavLink>
          </li>
        ))}
        <li className="md:hidden">
          <Form method="post" action="/logout">
            <button
              type="submit"
              className="block w-full rounded-md px-3 py-2.5 text-left font-semibold text-white hover:bg-brand-700"
            >
              Log Out
            </button>
          </Form>
        </li>
      </ul>
      {version ? (
        <p className="px-6 pb-4 text-xs text-brand-200 md:text-slate-600">Version {version}</p>
      ) : null}
    </nav>
  );
}
