/**
 * The table's routes wired to the features (decision 017): each access's guard, each entry's
 * per-route middleware, and the handlers of every feature. Part of the composition root (`app.ts`).
 */
import { bodyParser } from "@koa/bodyparser";
import type { Context, Middleware } from "koa";
import { type RouteAccess, type RouteEntry, type RouteName, routes } from "./contract/routes";
import { accountsHandlers } from "./features/accounts";
import { adminAuthHandlers, adminUsersHandlers, findAdminById, requireAdmin } from "./features/admin-users";
import { announcementsHandlers } from "./features/announcements";
import { authHandlers, requireCustomer, requireSession } from "./features/auth";
import { forgotHandlers } from "./features/forgot";
import { helpHandlers } from "./features/help";
import { maintenanceHandlers, refuseWhileLoginMaintenance } from "./features/maintenance";
import { arrangementHandlers, signedFormUpload } from "./features/payment-arrangement";
import { paymentsHandlers, requirePayer } from "./features/payments";
import { signUpHandlers, unconfirmedSignUpMessage } from "./features/sign-up";
import { surveyHandlers } from "./features/survey";
import type { Config } from "./platform/config";
import { type AnswerCheck, mountRoutes } from "./platform/http/mount-routes";
import { limitPerAddress } from "./platform/http/rate-limit";
import type { Services } from "./services";

const ROUTE_NAMES = Object.keys(routes) as RouteName[];

/** Answers are checked against the table in test (refused) and demo (logged) modes, not in production. */
export function answerCheckOf(mode: Config["mode"]): AnswerCheck {
  if (mode === "test") return "refuse";
  return mode === "demo" ? "log" : "off";
}

function allHandlers(services: Services) {
  return {
    ...authHandlers(services, {
      loginGate: refuseWhileLoginMaintenance(services),
      pendingSignUpMessage: (username) => unconfirmedSignUpMessage(services.db, username),
      adminById: (adminId) => findAdminById(services.db, adminId),
    }),
    ...adminAuthHandlers(services),
    ...adminUsersHandlers(services),
    ...maintenanceHandlers(services),
    ...accountsHandlers(services),
    ...paymentsHandlers(services),
    ...signUpHandlers(services),
    ...forgotHandlers(services),
    ...announcementsHandlers(services),
    ...surveyHandlers(services),
    ...helpHandlers(services),
    ...arrangementHandlers(services),
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
    // Uploads read their multipart body themselves, also before the JSON body parser.
    if (entry.bodyType === "multipart") stack.push(signedFormUpload());
    return stack;
  };
}

/**
 * Two routers from the one table: the gateway's form-encoded relay (mounted before the JSON body
 * parser) and every JSON route.
 */
export function contractRouters(services: Services) {
  const handlers = allHandlers(services);
  const mount = (names: RouteName[]) =>
    mountRoutes({
      names,
      handlers,
      guardFor: guardFor(services),
      middlewareFor: middlewareFor(services),
      answerCheck: answerCheckOf(services.config.mode),
      logger: services.logger,
    });
  const entryOf = (name: RouteName): RouteEntry => routes[name];
  const isRelay = (name: RouteName) =>
    entryOf(name).access === "gateway" || entryOf(name).bodyType === "multipart";
  return {
    relay: mount(ROUTE_NAMES.filter(isRelay)),
    json: mount(ROUTE_NAMES.filter((name) => !isRelay(name))),
  };
}
