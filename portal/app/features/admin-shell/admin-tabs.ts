/**
 * The back office's screens as one table (spec 001 §2 and §6): the tabs of the admin control screen
 * by level, then this product's own views beyond the spec's tabs. A new screen is one line here
 * (label, path under /admin-dashboard, the levels from the contract's `ADMIN_LEVELS`, which the BFF
 * enforces on every admin route), one file in `routes/admin/` and one line in `app/routes.ts`.
 */
import { ADMIN_LEVELS } from "@paygpa/contract";

export type AdminScreen = {
  /** The tab's words, as spec 001 §2 lists them. */
  label: string;
  /** Its address under /admin-dashboard. */
  path: string;
  levels: readonly number[];
  /** `tab`: one of the spec's seven tabs; `view`: a screen this product adds (shown apart). */
  kind: "tab" | "view";
  /** A level that the spec shows under other words (level 4's 'Phoned-In'). */
  labelByLevel?: Readonly<Record<number, string>>;
};

export const ADMIN_DASHBOARD_PATH = "/admin-dashboard";

export const ADMIN_SCREENS: readonly AdminScreen[] = [
  { label: "Users", path: "users", levels: ADMIN_LEVELS.users, kind: "tab" },
  {
    label: "System Maintenance",
    path: "system-maintenance",
    levels: ADMIN_LEVELS.systemMaintenance,
    kind: "tab",
  },
  { label: "Announcements", path: "announcements", levels: ADMIN_LEVELS.announcements, kind: "tab" },
  { label: "Reports", path: "reports", levels: ADMIN_LEVELS.reports, kind: "tab" },
  {
    label: "Phoned In",
    path: "phoned-in",
    levels: ADMIN_LEVELS.phonedIn,
    kind: "tab",
    labelByLevel: { 4: "Phoned-In" },
  },
  { label: "Password Reset", path: "password-reset", levels: ADMIN_LEVELS.passwordReset, kind: "tab" },
  {
    label: "Payment Arrangement Upload Path",
    path: "file-path",
    levels: ADMIN_LEVELS.paymentArrangementUploadPath,
    kind: "tab",
  },
  {
    label: "Arrangement Forms",
    path: "arrangement-forms",
    levels: ADMIN_LEVELS.paymentArrangementForms,
    kind: "view",
  },
  { label: "Audit Log", path: "audit-log", levels: ADMIN_LEVELS.auditLog, kind: "view" },
];

export type AdminLink = { label: string; to: string; kind: AdminScreen["kind"] };

/** The screens an admin of `level` sees, in the table's order; none for a level the spec does not know. */
export function screensForLevel(level: number, screens: readonly AdminScreen[] = ADMIN_SCREENS): AdminLink[] {
  return screens
    .filter((screen) => screen.levels.includes(level))
    .map((screen) => ({
      label: screen.labelByLevel?.[level] ?? screen.label,
      to: `${ADMIN_DASHBOARD_PATH}/${screen.path}`,
      kind: screen.kind,
    }));
}
