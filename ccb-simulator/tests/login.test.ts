import { customerPersona } from "@paygpa/fixtures";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { LOGIN_MESSAGES } from "../src/index";
import { LOGIN_CODES, type Simulator, startSimulator, refusal, problem } from "./simulator";

let ccb: Simulator;
beforeAll(async () => {
  ccb = await startSimulator();
});
afterAll(() => ccb.close());
beforeEach(() => ccb.reset());

describe("POST /rest/apis/cm/webUsers/login", () => {
  it("logs a persona in and lists its accounts split into postpaid and prepaid", async () => {
    const persona = customerPersona("postpaid-and-prepaid");
    const { status, body } = await ccb.login(persona.username, persona.password);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      loginSuccessful: true,
      status: { loginMessage: "Login Successful." },
      PersonID: persona.personId,
      payArrExistingIds: [],
    });
    expect(body.postpaid).toEqual([
      {
        PersonID: persona.personId,
        AccountID: "1000000005",
        PremiseInfo: "57 Chalan Palasyo, Agana Heights, GU, 96910",
        customerClass: "RESID",
      },
    ]);
    expect(body.prepaid.map((ref: { AccountID: string }) => ref.AccountID)).toEqual(["1000000006"]);
  });

  it("lists all seven accounts of the many-accounts persona", async () => {
    const persona = customerPersona("many-accounts");
    const { body } = await ccb.login(persona.username, persona.password);
    const listed = [...body.postpaid, ...body.prepaid]
      .map((ref: { AccountID: string }) => ref.AccountID)
      .sort();
    expect(listed).toEqual(persona.accounts.map((account) => account.accountId).sort());
    expect(body.prepaid).toHaveLength(1);
  });

  it("tells the pending-arrangement persona about its case awaiting the signed form", async () => {
    const persona = customerPersona("pending-arrangement");
    const { body } = await ccb.login(persona.username, persona.password);
    expect(body.payArrExistingIds).toEqual([
      expect.objectContaining({ AccountID: "1000000011", customerContactStatus: "10" }),
    ]);
    expect(body.payArrExistingIds[0].caseId).toMatch(/^\d+$/);
    expect(body.payArrExistingIds[0].customerContactId).toMatch(/^\d+$/);
  });

  it("treats the username as case-sensitive", async () => {
    const persona = customerPersona("postpaid-current");
    const { body } = await ccb.login(persona.username.toUpperCase(), persona.password);
    expect(body).toEqual({
      loginSuccessful: false,
      status: { loginMessage: "Invalid Username or Password." },
      PersonID: null,
      postpaid: [],
      prepaid: [],
      payArrExistingIds: [],
    });
  });

  it("counts a wrong password and says how many attempts remain", async () => {
    const persona = customerPersona("postpaid-current");
    const first = await ccb.login(persona.username, "Wrong#2026");
    expect(first.status).toBe(200);
    expect(first.body.loginSuccessful).toBe(false);
    expect(first.body.status.loginMessage).toBe(
      "Invalid Username or Password. You have 4 attempt(s) remaining.",
    );
    const second = await ccb.login(persona.username, "Wrong#2026");
    expect(second.body.status.loginMessage).toBe(LOGIN_MESSAGES.wrongPassword(3));
  });

  it("locks the user at the 5th wrong password, then refuses even the right one", async () => {
    const persona = customerPersona("due-today");
    for (let attempt = 1; attempt <= 4; attempt++) await ccb.login(persona.username, "Wrong#2026");
    const fifth = await ccb.login(persona.username, "Wrong#2026");
    const locked =
      "Your account has been locked after 5 unsuccessful login attempts. Please use Forgot Password or contact GPA Customer Service.";
    expect(fifth.body.status.loginMessage).toBe(locked);
    const right = await ccb.login(persona.username, persona.password);
    expect(right.body).toMatchObject({
      loginSuccessful: false,
      PersonID: null,
      status: { loginMessage: locked },
    });
  });

  it("uses the limit the caller sends in the locked message", async () => {
    const persona = customerPersona("due-today");
    const { body } = await ccb.post("/rest/apis/cm/webUsers/login", {
      ...LOGIN_CODES,
      userName: persona.username,
      password: "Wrong#2026",
      wrongPasswordCountLimit: 1,
    });
    expect(body.status.loginMessage).toBe(LOGIN_MESSAGES.locked(1));
  });

  it("resets the wrong-password count after a successful login", async () => {
    const persona = customerPersona("commercial");
    await ccb.login(persona.username, "Wrong#2026");
    await ccb.login(persona.username, "Wrong#2026");
    expect((await ccb.login(persona.username, persona.password)).body.loginSuccessful).toBe(true);
    const after = await ccb.login(persona.username, "Wrong#2026");
    expect(after.body.status.loginMessage).toBe(LOGIN_MESSAGES.wrongPassword(4));
  });

  it("refuses the locked persona even with the right password", async () => {
    const persona = customerPersona("locked");
    const { body } = await ccb.login(persona.username, persona.password);
    expect(body.loginSuccessful).toBe(false);
    expect(body.status.loginMessage).toBe(LOGIN_MESSAGES.locked(5));
  });

  it("refuses a web user whose web access is not allowed", async () => {
    const persona = customerPersona("web-access-denied");
    const { body } = await ccb.login(persona.username, persona.password);
    expect(body).toMatchObject({
      loginSuccessful: false,
      status: {
        loginMessage: "Web access is not allowed for this account. Please contact GPA Customer Service.",
      },
    });
  });

  it("logs in a bulk web user with the documented password", async () => {
    const health = await ccb.get("/__control/health");
    expect(health.body.counts.webUsers).toBeGreaterThan(13);
    const { body } = await ccb.login("user0001", "Paygpa#0001");
    // A few bulk users are locked or barred on purpose; user0001 of the default seed is not.
    expect(body.status.loginMessage).toBe("Login Successful.");
  });

  it.each([
    ["no body at all", undefined],
    ["a JSON array", []],
    ["a missing password", { ...LOGIN_CODES, userName: "maria.cruz" }],
    ["a numeric userName", { ...LOGIN_CODES, userName: 42, password: "x" }],
    ["another division", { ...LOGIN_CODES, userName: "maria.cruz", password: "x", cisDivision: "XYZ" }],
    [
      "a limit that is not a number",
      { ...LOGIN_CODES, userName: "maria.cruz", password: "x", wrongPasswordCountLimit: "5" },
    ],
  ])("answers 400 BAD_REQUEST to %s", async (_, body) => {
    const answer = await ccb.post("/rest/apis/cm/webUsers/login", body);
    expect(answer.status).toBe(400);
    expect(refusal(answer.body).code).toBe("BAD_REQUEST");
    expect(refusal(answer.body).description).toEqual(expect.any(String));
  });

  it("answers 400 to a body that is not JSON", async () => {
    const answer = await ccb.post("/rest/apis/cm/webUsers/login", '{"userName": "maria.cruz",');
    expect(answer).toEqual({
      status: 400,
      body: problem(400, "BAD_REQUEST", expect.any(String)),
    });
  });
});

describe("POST /rest/apis/cm/webUsers/person (CM-WebUserPerson)", () => {
  it("names the person of a web user by its username, case-sensitive, and 404s an unknown one", async () => {
    const persona = customerPersona("postpaid-current");
    expect(await ccb.post("/rest/apis/cm/webUsers/person", { username: persona.username })).toEqual({
      status: 200,
      body: { username: persona.username, PersonID: persona.personId },
    });
    const unknown = await ccb.post("/rest/apis/cm/webUsers/person", {
      username: persona.username.toUpperCase(),
    });
    expect(unknown).toEqual({
      status: 404,
      body: problem(404, "USERNAME_NOT_FOUND", "Username doesn't exist"),
    });
    expect((await ccb.post("/rest/apis/cm/webUsers/person", {})).status).toBe(400);
  });
});
