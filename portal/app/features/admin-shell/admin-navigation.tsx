/** The admin control screen's tabs for the admin's level (spec 001 §2), then this product's views. */
import { NavLink } from "@remix-run/react";
import type { AdminLink } from "./admin-tabs";

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `block whitespace-nowrap rounded-md px-3 py-2 text-sm font-semibold no-underline ${
    isActive ? "bg-brand-700 text-white" : "text-brand-800 hover:bg-brand-100"
  }`;

export function AdminNavigation({ screens }: { screens: readonly AdminLink[] }) {
  const tabs = screens.filter((screen) => screen.kind === "tab");
  const views = screens.filter((screen) => screen.kind === "view");
  if (screens.length === 0) return null;
  return (
    <div className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-2 px-3 py-2 sm:px-4">
        <nav aria-label="Admin tabs">
          <ul className="flex flex-wrap gap-1">
            {tabs.map((tab) => (
              <li key={tab.to}>
                <NavLink to={tab.to} className={linkClass}>
                  {tab.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        {views.length > 0 ? (
          <nav aria-label="More views">
            <ul className="flex flex-wrap gap-1">
              {views.map((view) => (
                <li key={view.to}>
                  <NavLink to={view.to} className={linkClass}>
                    {view.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
      </div>
    </div>
  );
}
