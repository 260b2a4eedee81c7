/**
 * Classroom mode's control routes (docs/qa-guide.md), demo and test modes only, behind the control token
 * like the rest of `/__control`: the class list a trainer hands out, and the reset of one trainee
 * (billing's copy of their personas back to the fixtures, and the BFF's rows of their persons,
 * accounts, sessions and mail). Resetting everyone is the ordinary `/__control/reset` of each service.
 */
import { Router } from "@koa/router";
import { traineeKeys, traineePersonas } from "@paygpa/fixtures";
import { traineeOf } from "@paygpa/simulator-kit";
import { resetBillingTrainee } from "../integrations/billing/ccb-classroom";
import { fail } from "../platform/failures";
import type { Services } from "../services";
import { ScenariosInForce } from "./scenarios-in-force";
import { deleteTraineeRows } from "./trainees.repository";
import { answer } from "./answer";

/** What the trainer reads out to trainee N: each persona's username, password, accounts and zip. */
export function classList(trainees: number) {
  return Array.from({ length: trainees }, (_, index) => {
    const { trainee, suffix, customers, unregistered } = traineePersonas(index + 1);
    return {
      trainee,
      suffix,
      customers: customers.map((customer) => ({
        key: customer.key,
        title: customer.title,
        username: customer.username,
        password: customer.password,
        accounts: customer.accounts.map((account) => account.accountId),
      })),
      unregistered: unregistered.map((persona) => ({
        key: persona.key,
        accountId: persona.accountId,
        zip: persona.zip,
      })),
    };
  });
}

export function traineeNumber(raw: string | undefined, trainees: number): number {
  const trainee = Number(raw);
  if (!/^\d{1,2}$/.test(raw ?? "") || trainee < 1 || trainee > trainees)
    throw fail.notFound("NO_SUCH_TRAINEE", `No trainee ${raw} in a class of ${trainees}`);
  return trainee;
}

/** One trainee's personas back to the fixtures: billing's copy, then the BFF's rows of them. */
export async function resetTrainee(services: Pick<Services, "config" | "db">, trainee: number) {
  const { config } = services;
  const billing = await resetBillingTrainee(
    { baseUrl: config.ccbUrl, controlToken: config.control?.token ?? "", timeoutMs: config.ccbTimeoutMs },
    trainee,
  );
  const rowsDeleted = await deleteTraineeRows(services.db, traineeKeys(trainee));
  return { status: "reset" as const, trainee, billingAccounts: billing.accounts, rowsDeleted };
}

export function traineesRoutes(
  services: Pick<Services, "config" | "db">,
  inForce: ScenariosInForce = new ScenariosInForce(),
): Router {
  const router = new Router({ prefix: "/__control/trainees" });
  const { config } = services;

  router.get("/", (ctx) => {
    answer(ctx, "trainees", { trainees: config.trainees, class: classList(config.trainees) });
  });

  router.post("/:trainee/reset", async (ctx) => {
    const trainee = traineeNumber(ctx.params.trainee, config.trainees);
    answer(ctx, "resetTrainee", await resetTrainee(services, trainee));
    // The trainee's personas are the fixtures again: no scenario of theirs is in force.
    inForce.remove((entry) => entry.target.trainee === trainee);
  });

  return router;
}

/**
 * Classroom mode's rate-limit scope (decision 009 amended): a request naming a trainee's username
 * (`maria.cruz.07`) or account number is counted under that trainee as well as the address, so a
 * class behind one address has one budget per trainee, each as strict as a lone browser's.
 */
export function classroomScope(trainees: number): ((body: unknown) => string | null) | undefined {
  if (trainees < 1) return undefined;
  return (body) => {
    if (typeof body !== "object" || body === null) return null;
    const named = body as Record<string, unknown>;
    const username = named.userName ?? named.username;
    const trainee = traineeOf({ username, accountId: named.accountId }, trainees);
    return trainee === null ? null : `trainee ${trainee}`;
  };
}
