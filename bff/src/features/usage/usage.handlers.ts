/**
 * The usage routes: the customer's views and downloads of an account of theirs (checked against the
 * session first), and the back office's of any account (a customer who phones in).
 */
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

export function staffUsageHandlers(services: Services): RouteHandlers<StaffUsageRoute, unknown> {
  const usage = routesOf(services);
  return {
    adminUsageView: (request) => usage.view(request),
    adminUsageDownloadXml: (request, { ctx }) => usage.xml(request, ctx),
    adminUsageDownloadCsv: (request, { ctx }) => usage.csv(request, ctx),
  };
}
