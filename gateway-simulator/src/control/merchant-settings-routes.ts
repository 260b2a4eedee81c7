/**
 * The control API's merchant settings, as the merchant sets them in the gateway: a payment page's
 * settings (hosted-page/page-settings.ts) and the terminal's TransArmor setting.
 */
import type Router from "@koa/router";
import type { GatewayState } from "../context";
import type { GatewayStore } from "../store";
import { changedPageSettings } from "../hosted-page/page-settings";
import { bodyField, invalid, notFound } from "./control-answers";

export function merchantSettingsRoutes(router: Router<GatewayState>, store: GatewayStore): void {
  // A payment page's settings, as the merchant sets them in the gateway (hosted-page/page-settings.ts).
  router.get("/pages/:login/settings", (ctx) => {
    const page = store.pages.get(ctx.params.login ?? "");
    if (!page) return notFound(ctx, `No payment page ${ctx.params.login}.`);
    ctx.body = { login: page.login, settings: store.settingsOf(page) };
  });

  router.put("/pages/:login/settings", (ctx) => {
    const page = store.pages.get(ctx.params.login ?? "");
    if (!page) return notFound(ctx, `No payment page ${ctx.params.login}.`);
    const changed = changedPageSettings(store.settingsOf(page), ctx.request.body);
    if (typeof changed === "string") return invalid(ctx, changed);
    store.pageSettings.set(page.login, changed);
    page.hmacCalculation = changed.hmacCalculation;
    ctx.body = { login: page.login, settings: changed };
  });

  // The terminal's TransArmor setting (TransArmor Tokenization): tokens on approved 00, 01, 05.
  router.get("/terminal/settings", (ctx) => {
    ctx.body = { gatewayId: store.terminal.gatewayId, tokenization: store.transarmor.enabled };
  });

  router.put("/terminal/settings", (ctx) => {
    const tokenization = bodyField(ctx, "tokenization");
    if (typeof tokenization !== "boolean") return invalid(ctx, "tokenization is true or false");
    store.transarmor.enabled = tokenization;
    ctx.body = { gatewayId: store.terminal.gatewayId, tokenization };
  });
}
