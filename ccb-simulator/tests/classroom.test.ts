/** Classroom mode (docs/qa-guide.md): each trainee's billing data apart, and reset one trainee at a time. */
import { customerPersona } from "@paygpa/fixtures";
import { traineeId, traineeUsername } from "@paygpa/simulator-kit";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type Simulator, startSimulator, paymentEvent } from "./simulator";

let ccb: Simulator;
beforeAll(async () => {
  ccb = await startSimulator({ trainees: 3 });
});
beforeEach(() => ccb.reset());
afterAll(() => ccb.close());

const maria = customerPersona("postpaid-current");
const base = maria.accounts[0]!.accountId;
const ofTrainee = (trainee: number) => traineeId(base, trainee);
const balance = async (AccountID: string) =>
  (await ccb.post("/rest/apis/cm/accounts/financialSummary", { AccountID })).body.details
    .CurrentBalance as number;
const pay = (AccountID: string, reference: string) =>
  ccb.post("/rest/apis/customer/financials/paymentEvents/", paymentEvent(AccountID, "25.00", reference));

describe("classroom mode in the billing simulator", () => {
  it("lists the class size", async () => {
    expect((await ccb.get("/__control/trainees")).body).toEqual({ trainees: 3 });
  });

  it("lets each trainee log in as their own copy of a persona, with the persona's password", async () => {
    const { status, body } = await ccb.login(traineeUsername(maria.username, 2), maria.password);
    expect(status).toBe(200);
    expect(JSON.stringify(body)).toContain(traineeId(maria.personId, 2));
    expect(await balance(ofTrainee(2))).toBe(await balance(base));
  });

  it("keeps a payment by trainee 1 on trainee 1's account only, and a reset of trainee 2 leaves it", async () => {
    const before = await balance(base);
    expect((await pay(ofTrainee(1), "classroom-1")).status).toBe(201);
    expect(await balance(ofTrainee(1))).toBeCloseTo(before - 25, 2);
    for (const other of [base, ofTrainee(2), ofTrainee(3)]) expect(await balance(other)).toBe(before);

    await pay(ofTrainee(2), "classroom-2");
    const reset = await ccb.post("/__control/trainees/2/reset");
    expect(reset.body).toMatchObject({ status: "reset", trainee: 2 });
    expect(await balance(ofTrainee(2))).toBe(before);
    expect(await balance(ofTrainee(1))).toBeCloseTo(before - 25, 2);
    const posted = (await ccb.get("/__control/payments")).body.payments.map(
      (p: { externalReferenceId: string }) => p.externalReferenceId,
    );
    expect(posted).toEqual(["classroom-1"]);
  });

  it("puts back a trainee's locked web user and leaves another trainee's lock alone", async () => {
    for (const trainee of [1, 2])
      for (let tries = 0; tries < 5; tries += 1)
        await ccb.login(traineeUsername(maria.username, trainee), "Wrong#2026");
    const locked = async (trainee: number) =>
      /locked/.test(
        (await ccb.login(traineeUsername(maria.username, trainee), maria.password)).body.status
          .loginMessage ?? "",
      );
    expect(await locked(1)).toBe(true);
    await ccb.post("/__control/trainees/1/reset");
    expect(await locked(1)).toBe(false);
    expect(await locked(2)).toBe(true);
  });

  it("refuses a trainee outside the class", async () => {
    for (const trainee of ["0", "4", "x", "007"])
      expect((await ccb.post(`/__control/trainees/${trainee}/reset`)).status).toBe(404);
  });
});
