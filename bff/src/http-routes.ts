/**
 * The table's routes wired to the features (decision 017), one mount per domain of the contract:
 * each access's guard, each entry's per-route middleware, and each domain's handlers. Part of the composition root (`app.ts`).
 */
import { bodyParser } from "@koa/bodyparser";
import type { Context, Middleware } from "koa";
import type { Router } from "@koa/router";
import {
  contract,
  type DomainRouteName,
  ROUTE_DOMAINS,
  type RouteAccess,
  type RouteDomain,
  type RouteEntry,
  type RouteName,
  routes,
} from "@paygpa/contract";
import { accountsHandlers } from "./features/accounts";
import { dashboardHandlers } from "./features/dashboard";
import { adminAuthHandlers, adminUsersHandlers, findAdminById, requireAdmin } from "./features/admin-users";
import { auditLogHandlers } from "./features/audit-log";
import { customerPasswordResetHandlers } from "./features/customer-password-reset";
import { uploadPathHandlers } from "./features/upload-path";
import { announcementsAdminHandlers, announcementsHandlers } from "./features/announcements";
import { authHandlers, requireCustomer, requireSession } from "./features/auth";
import { forgotHandlers } from "./features/forgot";
import { helpHandlers } from "./features/help";
import { notificationsHandlers, textWebhookHandlers } from "./features/notifications";
import { profileHandlers } from "./features/profile";
import { outagesHandlers } from "./features/outages";
import { maintenanceHandlers, refuseWhileLoginMaintenance } from "./features/maintenance";
import {
  arrangementHandlers,
  arrangementUploadAdmissions,
  holdsCommercialAccount,
} from "./features/payment-arrangement";
import { paymentsHandlers, requirePayer } from "./features/payments";
import { phonedInHandlers } from "./features/phoned-in";
import { reportsHandlers } from "./features/reports";
import { signUpHandlers, unconfirmedSignUpMessage } from "./features/sign-up";
import { surveyHandlers } from "./features/survey";
import { keepCardOfPayment, walletHandlers } from "./features/wallet";
import { autopayHandlers } from "./features/autopay";
import { paymentExtensionHandlers } from "./features/payment-extension";
import { dueDateHandlers } from "./features/due-date";
import { budgetBillingHandlers } from "./features/budget-billing";
import { paymentTimelineHandlers } from "./features/payment-timeline";
import { staffUsageHandlers, usageHandlers } from "./features/usage";
import type { Config } from "./platform/config";
import { type AnswerCheck, mountRoutes, type RouteHandler } from "./platform/http/mount-routes";
import { multipartReader } from "./platform/http/multipart";
import { limitPerAddress } from "./platform/http/rate-limit";
import type { Services } from "./services";

/** Answers are checked against the table in test (refused) and demo (logged) modes, not in production. */
export function answerCheckOf(mode: Config["mode"]): AnswerCheck {
  if (mode === "test") return "refuse";
  return mode === "demo" ? "log" : "off";
}

/** One domain's handlers, one per route name of that domain of the contract. */
type DomainHandlers<TDomain extends RouteDomain> = {
  // biome-ignore lint/suspicious/noExplicitAny: each handler is typed where it is written (RouteHandlers)
  [K in DomainRouteName<TDomain>]: RouteHandler<any, any>;
};

/** The handlers by domain, as the contract groups the routes (`contract` of `@paygpa/contract`). */
function handlersByDomain(services: Services): { [D in RouteDomain]: DomainHandlers<D> } {
  return {
    access: {
      ...authHandlers(services, {
        loginGate: refuseWhileLoginMaintenance(services),
        pendingSignUpMessage: (username) => unconfirmedSignUpMessage(services.db, username),
        adminById: (adminId) => findAdminById(services.db, adminId),
        holdsCommercialAccount,
      }),
      ...adminAuthHandlers(services),
      ...signUpHandlers(services),
      ...forgotHandlers(services),
    },
    accounts: {
      ...accountsHandlers(services),
      ...dashboardHandlers(services),
      ...profileHandlers(services),
      ...notificationsHandlers(services),
      ...textWebhookHandlers(services),
      ...helpHandlers(services),
      ...surveyHandlers(services),
      ...usageHandlers(services),
    },
    payments: {
      ...paymentsHandlers(services, { keepCard: (input) => keepCardOfPayment(services, input) }),
      ...phonedInHandlers(services),
      ...paymentTimelineHandlers(services),
    },
    wallet: walletHandlers(services),
    autopay: autopayHandlers(services),
    arrangement: arrangementHandlers(services),
    outages: outagesHandlers(services),
    paymentExtension: paymentExtensionHandlers(services),
    dueDate: dueDateHandlers(services),
    budgetBilling: budgetBillingHandlers(services),
    backOffice: {
      ...adminUsersHandlers(services),
      ...announcementsHandlers(services),
      ...announcementsAdminHandlers(services),
      ...maintenanceHandlers(services),
      ...reportsHandlers(services),
      ...auditLogHandlers(services),
      ...customerPasswordResetHandlers(services),
      ...uploadPathHandlers(services),
      ...staffUsageHandlers(services),
    },
  };
}

function guardFor(services: Services) {
  return (access: RouteAccess): ((ctx: Context) => Promise<unknown>) | null => {
    if (access === "anonymous" || access === "gateway") return null;
    if (access === "session") return (ctx) => requireSession(ctx, services.sessions);
    if (access === "customer") return (ctx) => requireCustomer(ctx, services.sessions);
    if (access === "payer") return (ctx) => requirePayer(ctx, services);
    if (access === "admin") return (ctx) => requireAdmin(ctx, services);
    return (ctx) => requireAdmin(ctx, services, access.admin);
  };
}

function middlewareFor(services: Services) {
  const loginGate = refuseWhileLoginMaintenance(services);
  return (entry: RouteEntry): Middleware[] => {
    const stack: Middleware[] = [];
    // Closed while the Login / Sign Up switch is on (spec 000 §2), before any other check.
    if (entry.closedByLoginMaintenance) stack.push(loginGate);
    if (entry.rateLimit) stack.push(limitPerAddress(services, entry.rateLimit));
    // Only the gateway's relay parses forms; it is mounted before the JSON body parser.
    if (entry.access === "gateway") stack.push(bodyParser({ enableTypes: ["form"], formLimit: "64kb" }));
    return stack;
  };
}

/**
 * One mount per domain of the contract, each as two routers: the routes that read their own body —
 * the gateway's form-encoded relay and the uploads — (mounted before the JSON body parser), and the
 * JSON routes. `app.ts` mounts every `ownBody` router, then the JSON parser, then every `json` one.
 */
export function contractRouters(services: Services): { ownBody: Router[]; json: Router[] } {
  const byDomain = handlersByDomain(services);
  const admissions = { ...arrangementUploadAdmissions(services) };
  const guards = guardFor(services);
  const perRoute = middlewareFor(services);
  const mount = (domain: RouteDomain, names: RouteName[]) =>
    mountRoutes({
      names,
      handlers: byDomain[domain],
      guardFor: guards,
      middlewareFor: perRoute,
      // Uploads are read only once the guard has let the caller in (spec 000 §7 multipart calls).
      bodyReaderFor: (entry: RouteEntry, name: RouteName) => {
        if (!entry.multipart) return null;
        if (entry.multipart === true) {
          return multipartReader({ maxFileBytes: services.config.announcementImages.maxBytes });
        }
        return multipartReader({ ...entry.multipart, admit: admissions[name] });
      },
      answerCheck: answerCheckOf(services.config.mode),
      logger: services.logger,
    });
  // The relay (a form) and the uploads (multipart) read their own bodies, before the JSON parser.
  const readsOwnBody = (name: RouteName) => {
    const entry: RouteEntry = routes[name];
    return entry.access === "gateway" || entry.multipart !== undefined;
  };
  const mounts = ROUTE_DOMAINS.map((domain) => {
    const names = Object.keys(contract[domain]) as RouteName[];
    return {
      ownBody: names.some(readsOwnBody) ? mount(domain, names.filter(readsOwnBody)) : null,
      json: mount(
        domain,
        names.filter((name) => !readsOwnBody(name)),
      ),
    };
  });
  return {
    ownBody: mounts.flatMap((domain) => (domain.ownBody ? [domain.ownBody] : [])),
    json: mounts.map((domain) => domain.json),
  };
}
