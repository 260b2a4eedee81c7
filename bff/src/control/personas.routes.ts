/**
 * `GET /__control/personas` (demo and test modes, behind the control token like the rest of
 * `/__control`): the named customer personas of the fixtures, for the control console's persona list
 * and its "log in as" (docs/trainer-guide.md). The portal reads them here, so it loads no fixture itself.
 */
import type { Router } from "@koa/router";
import { personas } from "@paygpa/fixtures";

export function personaList() {
  return {
    customers: personas.customers.map((persona) => ({
      key: persona.key,
      title: persona.title,
      username: persona.username,
      password: persona.password,
      email: persona.email ?? "",
      accounts: persona.accounts.map((account) => account.accountId),
    })),
  };
}

export function personaRoutes(router: Router): void {
  router.get("/personas", (ctx) => {
    ctx.body = personaList();
  });
}
