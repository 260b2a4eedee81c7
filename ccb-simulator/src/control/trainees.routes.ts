/**
 * Classroom mode's control routes (docs/qa-guide.md): how many trainees the world holds, and a reset of
 * one trainee's records back to the fixtures. The reset of all is the shared `/__control/reset`.
 */
import Router from "@koa/router";
import { CcbError } from "../errors";
import type { CcbStore } from "../store";

export function traineesRouter(store: CcbStore): Router {
  const router = new Router({ prefix: "/__control/trainees" });

  router.get("/", (ctx) => {
    ctx.body = { trainees: store.trainees };
  });

  router.post("/:trainee/reset", (ctx) => {
    const trainee = Number(ctx.params.trainee);
    if (!/^\d{1,2}$/.test(ctx.params.trainee ?? "") || trainee < 1 || trainee > store.trainees)
      throw new CcbError(
        404,
        "NO_SUCH_TRAINEE",
        `No trainee ${ctx.params.trainee} in a class of ${store.trainees}`,
      );
    const { accounts } = store.resetTrainee(trainee);
    ctx.body = { status: "reset", trainee, accounts };
  });

  return router;
}
