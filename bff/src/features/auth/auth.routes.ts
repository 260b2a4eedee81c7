import { Router } from "@koa/router";
import { UserLoginRequest } from "../../contract/auth";
import type { SessionResponse } from "../../contract/auth";
import { limitPerAddress } from "../../platform/http/rate-limit";
import { parseInput } from "../../platform/http/validate";
import type { Services } from "../../services";
import { loginCustomer } from "./auth.service";
import { bearerToken, requireSession } from "./guards";
import type { Middleware } from "koa";
import { unauthenticated } from "../../platform/http/errors";

/**
 * What customer login needs of other features, handed in by the composition root (`app.ts`) so that
 * auth imports none of them: the Login / Sign Up maintenance gate, the sign-up awaiting confirmation,
 * and the admin behind an admin session.
 */
export interface AuthNeighbours {
  loginGate: Middleware;
  pendingSignUpMessage(username: string): Promise<string | null>;
  adminById(adminId: number): Promise<{ id: number; username: string; level: number } | undefined>;
}

export function authRoutes(services: Services, neighbours: AuthNeighbours): Router {
  const router = new Router();
  // Closed while the Login / Sign Up maintenance switch is on (spec 000 §2); admin login is not.
  router.use("/api/v1/user-login", neighbours.loginGate);

  router.post("/api/v1/user-login", limitPerAddress(services, "login"), async (ctx) => {
    const request = parseInput(UserLoginRequest, ctx.request.body) as Required<UserLoginRequest>;
    // A new login rotates the token: whatever session the caller held ends here.
    const previous = bearerToken(ctx);
    if (previous) await services.sessions.end(previous);
    ctx.body = await loginCustomer(
      { ...services, pendingSignUpMessage: neighbours.pendingSignUpMessage },
      request,
    );
  });

  router.post("/api/v1/logout", async (ctx) => {
    const token = bearerToken(ctx);
    if (token) await services.sessions.end(token);
    ctx.status = 204;
  });

  router.get("/api/v1/session", async (ctx) => {
    const session = await requireSession(ctx, services.sessions);
    const idleLimitSeconds = services.config.sessionIdleSeconds;
    let body: SessionResponse;
    if (session.kind === "customer") {
      const snapshot = session.loginSnapshot as Pick<
        Extract<SessionResponse, { kind: "customer" }>,
        "postpaid" | "prepaid" | "isPAPending"
      >;
      body = {
        kind: "customer",
        personId: session.personId,
        username: session.username,
        postpaid: snapshot.postpaid,
        prepaid: snapshot.prepaid,
        isPAPending: snapshot.isPAPending,
        idleLimitSeconds,
      };
    } else {
      const admin = await neighbours.adminById(session.adminId);
      if (!admin) throw unauthenticated();
      body = {
        kind: "admin",
        adminId: admin.id,
        username: admin.username,
        level: admin.level,
        idleLimitSeconds,
      };
    }
    ctx.body = body;
  });

  return router;
}
