/**
 * The usage routes: the customer's views and downloads of an account of theirs (checked against the
 * session first), and the back office's of any account (a customer who phones in; the levels are
 * checked where the route is mounted, `access: { admin: "phonedIn" }`). A clerk's export of a
 * customer's reads is written to the audit log: who took whose data, in which format.
 */
import { recordAudit } from "../../platform/audit";
import type { RouteHandlers } from "../../platform/http/mount-routes";
import type { Services } from "../../services";
import { assertOwnsAccount, type CustomerSession } from "../auth";
import { csvDownload, espiDownload } from "./usage-download";
import { usageView } from "./usage-views";

type CustomerUsageRoute = "usageView" | "usageDownloadXml" | "usageDownloadCsv";
type StaffUsageRoute = "adminUsageView" | "adminUsageDownloadXml" | "adminUsageDownloadCsv";

function routesOf(services: Services) {
  const { billing } = services;
  return {
    view: (request: Parameters<typeof usageView>[1]) => usageView({ billing }, request),
    async xml(request: Parameters<typeof espiDownload>[1], ctx: { attachment(name: string): void }) {
      const file = await espiDownload(
        { billing, baseUrl: services.config.portalUrl, now: services.clock.now() },
        request,
      );
      ctx.attachment(file.fileName);
      return file.stream;
    },
    async csv(request: Parameters<typeof csvDownload>[1], ctx: { attachment(name: string): void }) {
      const file = await csvDownload({ billing }, request);
      ctx.attachment(file.fileName);
      return file.stream;
    },
  };
}

export function usageHandlers(services: Services): RouteHandlers<CustomerUsageRoute, CustomerSession> {
  const usage = routesOf(services);
  return {
    usageView(request, { caller }) {
      assertOwnsAccount(caller, request.accountId);
      return usage.view(request);
    },
    usageDownloadXml(request, { caller, ctx }) {
      assertOwnsAccount(caller, request.accountId);
      return usage.xml(request, ctx);
    },
    usageDownloadCsv(request, { caller, ctx }) {
      assertOwnsAccount(caller, request.accountId);
      return usage.csv(request, ctx);
    },
  };
}

/** The caller of an admin route: the admin's session and level (`requireAdmin`). */
interface AdminCaller {
  username: string;
}

export function staffUsageHandlers(services: Services): RouteHandlers<StaffUsageRoute, AdminCaller> {
  const usage = routesOf(services);
  const exported = (caller: AdminCaller, accountId: string, format: "xml" | "csv") =>
    recordAudit(services.db, {
      at: services.clock.now().toISOString(),
      actor: caller.username,
      action: "customer-usage-exported",
      subject: accountId,
      details: { format },
    });
  return {
    adminUsageView: (request) => usage.view(request),
    async adminUsageDownloadXml(request, { ctx, caller }) {
      const file = await usage.xml(request, ctx);
      await exported(caller, request.accountId, "xml");
      return file;
    },
    async adminUsageDownloadCsv(request, { ctx, caller }) {
      const file = await usage.csv(request, ctx);
      await exported(caller, request.accountId, "csv");
      return file;
    },
  };
}
