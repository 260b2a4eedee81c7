/**
 * The bare Koa reference for the BFF's JSON routes (bench/README.md): one route per measured BFF route,
 * making the same billing calls (method, path, body, as the billing simulator's journal recorded
 * them for the BFF) all at once, and answering their JSON. No session, no validation, no logging:
 * what Koa itself costs, for the ratio "BFF route ÷ bare Koa route". Its billing client is the one
 * the BFF's adapter uses (undici's `request` on a keep-alive agent, bff ccb-transport.ts), so the
 * ratio weighs the BFF's own work, not a choice of HTTP client.
 *
 * Env: BARE_PORT, BARE_CCB_URL, BARE_CALLS = JSON { "/bare/name": [{ method, path, body }] }.
 */
import Koa from "koa";
import { Agent, request } from "undici";

const ccb = process.env.BARE_CCB_URL;
const calls = JSON.parse(process.env.BARE_CALLS ?? "{}");
const agent = new Agent();

const app = new Koa();
app.use(async (ctx) => {
  const replay = calls[ctx.path];
  if (!replay) {
    ctx.status = 404;
    return;
  }
  const answers = await Promise.all(
    replay.map(async (call) => {
      const response = await request(`${ccb}${call.path}`, {
        method: call.method,
        headers: { "content-type": "application/json", accept: "application/json" },
        body: call.method === "GET" ? null : JSON.stringify(call.body ?? {}),
        dispatcher: agent,
      });
      return response.body.json();
    }),
  );
  ctx.body = { result: answers.length === 1 ? answers[0] : answers };
});
app.listen(Number(process.env.BARE_PORT), "127.0.0.1");
