import { messages, type SessionResponse } from "@paygpa/contract";
import type { Middleware } from "koa";
import { fail } from "../../platform/failures";
import type { RouteHandlers } from "../../platform/http/mount-routes";
import type { Config } from "../../platform/config";
import { loginCustomer } from "./auth.service";
import { bearerToken } from "./guards";
import type { Session } from "./sessions.service";

/**
 * What customer login needs of other features, handed in by the composition root (`app.ts`) so that
 * auth imports none of them: the Login / Sign Up maintenance gate, the sign-up awaiting confirmation,
 * the admin behind an admin session, and the payment arrangement's rule of a commercial customer.
 */
export interface AuthNeighbours {
  loginGate: Middleware;
  pendingSignUpMessage(username: string): Promise<string | null>;
  adminById(adminId: number): Promise<{ id: number; username: string; level: number } | undefined>;
  /** Whether accounts of these billing classes make a commercial customer (spec 002 §1, §6). */
  holdsCommercialAccount(customerClasses: readonly string[]): boolean;
}

/**
 * The shared services the auth routes use, named here rather than taken from `services.ts`: that
 * file names auth's session store, and a room does not import what imports it.
 */
type AuthServices = Omit<Parameters<typeof loginCustomer>[0], "pendingSignUpMessage"> & {
  config: Pick<Config, "sessionIdleSeconds">;
};

/** Customer login, logout and the session check (the table's `userLogin`, `logout`, `session`). */
export function authHandlers(
  services: AuthServices,
  neighbours: AuthNeighbours,
): RouteHandlers<"userLogin" | "logout"> & RouteHandlers<"session", Session> {
  return {
    async userLogin(request, { ctx }) {
      // A new login rotates the token: whatever session the caller held ends here.
      const previous = bearerToken(ctx);
      if (previous) await services.sessions.end(previous);
      return loginCustomer({ ...services, pendingSignUpMessage: neighbours.pendingSignUpMessage }, request);
    },

    async logout(_input, { ctx }) {
      const token = bearerToken(ctx);
      if (token) await services.sessions.end(token);
      return undefined;
    },

    async session(_input, { caller: session }) {
      const idleLimitSeconds = services.config.sessionIdleSeconds;
      if (session.kind === "customer") {
        const snapshot = session.loginSnapshot as Pick<
          Extract<SessionResponse, { kind: "customer" }>,
          "postpaid" | "prepaid" | "isPAPending"
        >;
        return {
          kind: "customer",
          personId: session.personId,
          username: session.username,
          postpaid: snapshot.postpaid,
          prepaid: snapshot.prepaid,
          isPAPending: snapshot.isPAPending,
          commercialCustomer: neighbours.holdsCommercialAccount(
            [...snapshot.postpaid, ...snapshot.prepaid].map((account) => account.customerClass),
          ),
          idleLimitSeconds,
        };
      }
      const admin = await neighbours.adminById(session.adminId);
      if (!admin) throw fail.notSignedIn("UNAUTHENTICATED", messages.notSignedIn);
      return {
        kind: "admin",
        adminId: admin.id,
        username: admin.username,
        level: admin.level,
        idleLimitSeconds,
      };
    },
  };
}
