/**
 * Classroom mode (docs/qa-guide.md): with 3 trainees, each pays, locks themselves out and is reset apart
 * from the others; a class behind one address is not rate-limited, one trainee guessing still is.
 */
import { traineeId, traineeUsername } from "@paygpa/simulator-kit";
import { afterEach, describe, expect, it } from "vitest";
import { runPostingOutbox } from "../src/features/payments";
import { type TestStack, startStack } from "./harness";
import { type PaymentStack, payOnHostedPage, startPaymentStack } from "./payment-harness";
import { persona } from "./personas";

const maria = persona("postpaid-current");
const baseAccount = maria.accounts[0]!.accountId;
const accountOf = (trainee: number) => traineeId(baseAccount, trainee);
const usernameOf = (trainee: number) => traineeUsername(maria.username, trainee);

describe("classroom mode keeps trainees' payments apart", () => {
  let stack: PaymentStack;
  afterEach(() => stack.close());

  const balance = async (AccountID: string): Promise<number> =>
    (await stack.sim(stack.ccb, "POST", "/rest/apis/cm/accounts/financialSummary", { AccountID })).body
      .details.CurrentBalance;

  async function pay(trainee: number, amount: number): Promise<void> {
    const token = await stack.login(usernameOf(trainee), maria.password);
    const { status, body } = await stack.call("/api/v1/get-fphash", {
      token,
      body: { accounts: [{ accountId: accountOf(trainee), amount }] },
    });
    expect(status).toBe(200);
    await payOnHostedPage(stack, body.fields);
    await runPostingOutbox(stack.bffApp.services);
  }

  it("a payment by trainee 1 changes only trainee 1's account; resetting trainee 2 leaves it", async () => {
    stack = await startPaymentStack({ config: { trainees: 3 }, ccbConfig: { trainees: 3 } });
    const before = await balance(baseAccount);
    for (const trainee of [1, 2, 3]) expect(await balance(accountOf(trainee))).toBe(before);

    await pay(1, 31);
    expect(await balance(accountOf(1))).toBeCloseTo(before - 31, 2);
    for (const other of [baseAccount, accountOf(2), accountOf(3)]) expect(await balance(other)).toBe(before);

    await pay(2, 12);
    const trainee2 = await stack.login(usernameOf(2), maria.password);
    expect((await stack.call("/api/v1/session", { token: trainee2 })).status).toBe(200);
    const reset = await stack.call("/__control/trainees/2/reset", { body: {} });
    expect(reset.status).toBe(200);
    expect(reset.body).toMatchObject({ status: "reset", trainee: 2 });
    expect(await balance(accountOf(2))).toBe(before);
    expect(await balance(accountOf(1))).toBeCloseTo(before - 31, 2);
    // trainee 2's session ended with the reset; trainee 1 keeps paying
    expect((await stack.call("/api/v1/session", { token: trainee2 })).status).toBe(401);
    await pay(1, 1);
    expect(await balance(accountOf(1))).toBeCloseTo(before - 32, 2);
  });
});

describe("classroom control routes", () => {
  let stack: TestStack;
  afterEach(() => stack.close());

  it("lists each trainee's personas with suffixed usernames and their own account numbers", async () => {
    stack = await startStack({ trainees: 3 }, { trainees: 3 });
    const { status, body } = await stack.call("/__control/trainees");
    expect(status).toBe(200);
    expect(body.trainees).toBe(3);
    expect(body.class).toHaveLength(3);
    const third = body.class[2].customers.find((customer: { key: string }) => customer.key === maria.key);
    expect(third).toMatchObject({
      username: "maria.cruz.03",
      password: maria.password,
      accounts: ["1000030001"],
    });
  });

  it("refuses a trainee outside the class, and the whole route without the control token", async () => {
    stack = await startStack({ trainees: 3 }, { trainees: 3 });
    expect((await stack.call("/__control/trainees/4/reset", { body: {} })).status).toBe(404);
    expect((await stack.call("/__control/trainees/0/reset", { body: {} })).status).toBe(404);
    const anonymous = await fetch(`${stack.bff}/__control/trainees/1/reset`, { method: "POST" });
    expect(anonymous.status).toBe(401);
  });
});

describe("classroom mode's rate limits count per trainee behind one address", () => {
  let stack: TestStack;
  afterEach(() => stack.close());
  const LIMIT = 5;

  /** Four logins of each of 3 trainees: 12 from one address, over the limit of 5 if counted together. */
  async function classLogsIn(): Promise<number[]> {
    const statuses: number[] = [];
    for (let round = 0; round < 4; round += 1)
      for (const trainee of [1, 2, 3])
        statuses.push((await stack.login(usernameOf(trainee), maria.password)).status);
    return statuses;
  }

  it("lets a class of 3 log in from one address", async () => {
    stack = await startStack({ trainees: 3, rateLimitPerMinute: LIMIT }, { trainees: 3 });
    expect(await classLogsIn()).toEqual(Array(12).fill(200));
  });

  it("still refuses one trainee guessing passwords past the limit, and others go on", async () => {
    stack = await startStack({ trainees: 3, rateLimitPerMinute: LIMIT }, { trainees: 3 });
    const guesses: number[] = [];
    for (let tries = 0; tries < LIMIT + 1; tries += 1)
      guesses.push((await stack.login(usernameOf(2), `Guess#${tries}x`)).status);
    expect(guesses.at(-1)).toBe(429);
    expect(guesses.slice(0, LIMIT)).not.toContain(429);
    expect((await stack.login(usernameOf(1), maria.password)).status).toBe(200);
  });

  it("counts the address alone outside classroom mode (the class would be refused)", async () => {
    stack = await startStack({ rateLimitPerMinute: LIMIT }, { trainees: 3 });
    expect(await classLogsIn()).toContain(429);
  });
});

describe("scenarios for one trainee (docs/trainer-guide.md)", () => {
  let stack: TestStack;
  afterEach(() => stack.close());

  const loggedIn = async (username: string) => {
    const { body } = await stack.login(username, maria.password);
    return body.loginSuccessful === true;
  };

  it("in a class of 3, web-user-locked applied to trainee 2 locks only trainee 2; undo unlocks", async () => {
    stack = await startStack({ trainees: 3 }, { trainees: 3 });
    const applied = await stack.call("/__control/scenarios/web-user-locked", { body: { trainee: 2 } });
    expect(applied.status).toBe(200);
    expect(applied.body).toMatchObject({ appliesTo: "trainee 2", services: { "ccb-simulator": "applied" } });
    expect(await loggedIn(usernameOf(2))).toBe(false);
    for (const other of [maria.username, usernameOf(1), usernameOf(3)])
      expect(await loggedIn(other)).toBe(true);

    const { body } = await stack.call("/__control/scenarios/in-force");
    expect(body.inForce).toEqual([
      expect.objectContaining({
        scenario: "web-user-locked",
        appliesTo: "trainee 2",
        target: { trainee: 2 },
      }),
    ]);
    const undone = await stack.call(`/__control/scenarios/in-force/${body.inForce[0].id}/undo`, { body: {} });
    expect(undone.body).toMatchObject({ undone: "web-user-locked", reset: "trainee 2", reapplied: [] });
    expect(await loggedIn(usernameOf(2))).toBe(true);
    expect((await stack.call("/__control/scenarios/in-force")).body.inForce).toEqual([]);
  });

  it("refuses a trainee outside the class, and a trainee for a scenario of the whole system", async () => {
    stack = await startStack({ trainees: 3 }, { trainees: 3 });
    const outside = await stack.call("/__control/scenarios/web-user-locked", { body: { trainee: 4 } });
    expect(outside.status).toBe(404);
    const system = await stack.call("/__control/scenarios/billing-down", { body: { trainee: 1 } });
    expect(system.status).toBe(400);
    expect(system.body.error.code).toBe("SCENARIO_FOR_WHOLE_SYSTEM");
  });

  it("a trainee's reset takes their scenarios out of force, and keeps the others'", async () => {
    stack = await startStack({ trainees: 3 }, { trainees: 3 });
    await stack.call("/__control/scenarios/web-user-locked", { body: { trainee: 1 } });
    await stack.call("/__control/scenarios/account-overdue", { body: { trainee: 3 } });
    await stack.call("/__control/trainees/1/reset", { body: {} });
    const { body } = await stack.call("/__control/scenarios/in-force");
    expect(body.inForce.map((entry: { appliesTo: string }) => entry.appliesTo)).toEqual(["trainee 3"]);
  });
});
