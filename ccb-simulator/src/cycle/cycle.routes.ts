/**
 * The billing cycle's control routes (docs/simulator-control.md, "The billing cycle"): the next events
 * per persona (the console's list), the bills the cycle issued and the late-payment notices it sent.
 * Nothing here changes the world: the clock drives the cycle.
 */
import type Router from "@koa/router";
import { type Account, personas } from "@paygpa/fixtures";
import { traineeId } from "@paygpa/simulator-kit";
import { controlErrorBody } from "@paygpa/simulator-kit/control-api";
import type { CcbStore } from "../store";

const DEFAULT_EVENTS = 5;
const MAX_EVENTS = 50;

function queryText(value: string | string[] | undefined): string | undefined {
  return typeof value === "string" && value !== "" ? value : undefined;
}

/** `?limit=` 1–50 (default 5), `?trainee=` 1–99; null when either is not one. */
function eventQuery(query: Record<string, string | string[] | undefined>) {
  const limitText = queryText(query.limit);
  const traineeText = queryText(query.trainee);
  const limit = limitText === undefined ? DEFAULT_EVENTS : Number(limitText);
  const trainee = traineeText === undefined ? undefined : Number(traineeText);
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_EVENTS) return null;
  if (trainee !== undefined && (!Number.isInteger(trainee) || trainee < 1 || trainee > 99)) return null;
  return { limit, trainee, account: queryText(query.account) };
}

export function cycleRoutes(router: Router, store: CcbStore): void {
  router.get("/cycle", (ctx) => {
    ctx.body = {
      ranThrough: store.cycle.ranThrough,
      worldToday: store.worldToday,
      billsIssued: store.cycle.issued.length,
      lateNotices: store.cycle.notices.length,
    };
  });

  /** The next N events of each persona (or of one account), in the order the days will run them. */
  router.get("/cycle/events", (ctx) => {
    const query = eventQuery(ctx.query);
    if (!query) {
      ctx.status = 400;
      ctx.body = controlErrorBody("INVALID_REQUEST", "limit is 1 to 50 and trainee 1 to 99");
      return;
    }
    const { limit, trainee, account } = query;
    const found = (accountId: string) => store.account(accountId);
    if (account !== undefined) {
      const one = found(account);
      if (!one) {
        ctx.status = 404;
        ctx.body = controlErrorBody("UNKNOWN_ACCOUNT", `No account ${account}`);
        return;
      }
      ctx.body = { ranThrough: store.cycle.ranThrough, events: store.upcomingCycleEvents([one], limit) };
      return;
    }
    if (trainee !== undefined && trainee > store.trainees) {
      ctx.status = 404;
      ctx.body = controlErrorBody("NO_SUCH_TRAINEE", `No trainee ${trainee} in a class of ${store.trainees}`);
      return;
    }
    const ids = (accountId: string) => (trainee ? traineeId(accountId, trainee) : accountId);
    ctx.body = {
      ranThrough: store.cycle.ranThrough,
      personas: personas.customers.map((persona) => {
        const accounts = persona.accounts
          .map((one) => found(ids(one.accountId)))
          .filter((one): one is Account => one !== undefined);
        return {
          key: persona.key,
          username: persona.username,
          accounts: accounts.map((one) => ({
            AccountID: one.AccountID,
            kind: one.kind,
            billDay: one.kind === "postpaid" ? store.cycle.billDay(one) : null,
          })),
          events: store.upcomingCycleEvents(accounts, limit),
        };
      }),
    };
  });

  router.get("/cycle/bills", (ctx) => {
    const account = queryText(ctx.query.account);
    ctx.body = { bills: store.cycle.issued.filter((bill) => !account || bill.AccountID === account) };
  });

  router.get("/cycle/notices", (ctx) => {
    const account = queryText(ctx.query.account);
    ctx.body = { notices: store.cycle.notices.filter((notice) => !account || notice.AccountID === account) };
  });
}
