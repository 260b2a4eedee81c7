/**
 * The Audit Log view (beyond the spec): level 1 reads who did what, when and from where, filtered
 * and paged by the BFF. Read only: no route of the product edits or deletes a row.
 */
import { listAudit } from "../../platform/audit";
import type { RouteHandlers } from "../../platform/http/mount-routes";
import type { Services } from "../../services";

export function auditLogHandlers(services: Pick<Services, "db">): RouteHandlers<"auditLog", unknown> {
  return {
    async auditLog({ actor, action, from, to, page, pageSize }) {
      const filter = {
        actor: actor || undefined,
        action: action || undefined,
        from: from || undefined,
        to: to || undefined,
      };
      const { rows, total, actions } = await listAudit(services.db, filter, {
        offset: (page - 1) * pageSize,
        limit: pageSize,
      });
      return { list: rows, total, pages: Math.max(1, Math.ceil(total / pageSize)), page, actions };
    },
  };
}
