/** The back office's routes, part 1 (spec 000 §7, 001 §7; issue 10; decision 017). */
import { AdminChangeResponse, UpdateAdminPasswordRequest } from "./admin-users";
import type { RouteEntry } from "./route-entry";

export const backOfficeRoutes = {
  updateAdminPassword: {
    method: "POST",
    path: "/api/v1/update-admin-password",
    access: "admin",
    request: UpdateAdminPasswordRequest,
    answer: AdminChangeResponse,
    summary: "update-admin-password (001 §7): the logged-in admin's own password (Change Pass)",
  },
} as const satisfies Record<string, RouteEntry>;
