import { Router } from "@koa/router";
import * as v from "valibot";
import { isIsoDate } from "../platform/clock";
import { parseInput } from "../platform/http/validate";
import { listMail } from "../platform/mail/mail.repository";
import type { Services } from "../services";

const ClockRequest = v.object({
  today: v.nullable(v.pipe(v.string(), v.check(isIsoDate, "today must be YYYY-MM-DD"))),
});

/**
 * QA and trainer controls, mounted only in test and demo modes: reset the BFF's own data to its
 * fixture state and fix "today". The simulators have their own control APIs.
 */
export function controlRoutes(services: Services, resetToFixtures: () => Promise<void>): Router {
  const router = new Router({ prefix: "/__control" });

  router.get("/health", (ctx) => {
    ctx.body = { status: "ok", service: "bff", mode: services.config.mode, today: services.clock.today() };
  });

  router.post("/reset", async (ctx) => {
    await resetToFixtures();
    ctx.body = { status: "reset", today: services.clock.today() };
  });

  router.put("/clock", (ctx) => {
    const { today } = parseInput(ClockRequest, ctx.request.body);
    services.clock.setToday(today);
    ctx.body = { today: services.clock.today(), now: services.clock.now().toISOString() };
  });

  // The mail outbox, newest first, for e2e tests and the demo mail viewer: ?to=address&kind=…
  router.get("/mail", async (ctx) => {
    const to = typeof ctx.query.to === "string" ? ctx.query.to : undefined;
    const kind = typeof ctx.query.kind === "string" ? ctx.query.kind : undefined;
    const rows = await listMail(services.db, { to, kind, limit: 200 });
    ctx.body = {
      messages: rows.map((row) => ({
        id: row.id,
        createdAt: row.created_at,
        kind: row.kind,
        to: row.to_address,
        subject: row.subject,
        text: row.text_body,
        html: row.html_body,
        status: row.status,
      })),
    };
  });

  return router;
}
