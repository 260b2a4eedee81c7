import personasFile from "@paygpa/fixtures/personas.json" with { type: "json" };
import { afterAll, beforeEach, beforeAll, describe, expect, it } from "vitest";
import { type Simulator, startSimulator } from "./simulator";

let sim: Simulator;
beforeAll(async () => {
  sim = await startSimulator();
});
beforeEach(async () => {
  await sim.reset();
});
afterAll(async () => {
  await sim.close();
});

const maria = personasFile.customers.find((c) => c.key === "postpaid-current")!;
const locked = personasFile.customers.find((c) => c.key === "locked")!;
const per = personasFile.unregistered.find((c) => c.key === "unregistered-per")!;

describe("web self-service writes", () => {
  it("creates a web user that can log in, and marks the account as having web access", async () => {
    const created = await sim.post("/ccb/v1/web-users/create", {
      PersonID: per.personId,
      username: "ignacio.f",
      password: "Signup#2026",
      email: "ignacio@example.com",
      securityQuestion: "PET",
      securityAnswer: "Rex",
      phones: { mobile: { number: "(671) 555-0101", deleted: false } },
    });
    expect(created.status).toBe(201);
    expect((await sim.login("ignacio.f", "Signup#2026")).body.loginSuccessful).toBe(true);
    const validation = await sim.post("/ccb/v1/accounts/validate", {
      AccountID: per.accountId,
      division: "GPA",
    });
    expect(validation.body.webAccess).toBe(true);
    const details = await sim.post("/ccb/v1/persons/details", { PersonID: per.personId });
    expect(details.body.customerDetails.EmailID).toBe("ignacio@example.com");
    expect(details.body.contactNumbers).toContainEqual(
      expect.objectContaining({ PhoneNumber: "(671) 555-0101" }),
    );
    const again = await sim.post("/ccb/v1/web-users/create", {
      PersonID: per.personId,
      username: "other.name",
      password: "Signup#2026",
      email: "ignacio@example.com",
      securityQuestion: "PET",
      securityAnswer: "Rex",
    });
    expect(again.body.error.code).toBe("WEB_USER_EXISTS");
  });

  it("applies sign-up's phones by sequence: deleted, updated, added; a stale sequence changes nothing", async () => {
    const prem = personasFile.unregistered.find((c) => c.key === "unregistered-prem")!;
    const signUp = (phones: unknown) =>
      sim.post("/ccb/v1/web-users/create", {
        PersonID: prem.personId,
        username: "dolores.s",
        password: "Signup#2026",
        email: "dolores@example.com",
        securityQuestion: "PET",
        securityAnswer: "Rex",
        phones,
      });
    const phonesOnFile = async () =>
      (await sim.post("/ccb/v1/persons/details", { PersonID: prem.personId })).body.contactNumbers;
    const before = await phonesOnFile();

    const stale = await signUp({ home: { number: "", deleted: true, sequence: 1 } });
    expect(stale.status).toBe(400);
    expect(await phonesOnFile()).toEqual(before);

    const created = await signUp({
      home: { number: "", deleted: true, sequence: 2 },
      mobile: { number: "(671) 555-0101", deleted: false, sequence: 1 },
      work: { number: "(671) 555-0303", deleted: false, sequence: null },
    });
    expect(created.status).toBe(201);
    expect(await phonesOnFile()).toEqual([
      { PhoneType: "MOBILE", PhoneNumber: "(671) 555-0101", Sequence: 1 },
      { PhoneType: "BUSN-PHONE", PhoneNumber: "(671) 555-0303", Sequence: 3 },
    ]);
  });

  it("says whether a username is taken (case-sensitive)", async () => {
    expect(
      (await sim.post("/ccb/v1/web-users/check-username", { username: maria.username })).body.taken,
    ).toBe(true);
    expect((await sim.post("/ccb/v1/web-users/check-username", { username: "nobody.here" })).body.taken).toBe(
      false,
    );
  });

  it("looks up a forgotten password by account and username, with the question and answer", async () => {
    const found = await sim.post("/ccb/v1/web-users/forgot-password", {
      AccountID: maria.accounts[0]!.accountId,
      division: "GPA",
      username: maria.username,
    });
    expect(found.body.list.map((c: { CharacteristicType: string }) => c.CharacteristicType)).toEqual([
      "CMSCQUES",
      "CMSCAN",
    ]);
    expect(found.body.list[1].AdhocCharacteristicValue).toBe(maria.securityAnswer);
    const wrongUser = await sim.post("/ccb/v1/web-users/forgot-password", {
      AccountID: maria.accounts[0]!.accountId,
      division: "GPA",
      username: locked.username,
    });
    expect(wrongUser.body.error.description).toBe("Username doesn't exist");
  });

  it("looks up a forgotten username by account and e-mail", async () => {
    const found = await sim.post("/ccb/v1/web-users/forgot-username", {
      AccountID: maria.accounts[0]!.accountId,
      division: "GPA",
      emailAddress: maria.email.toUpperCase(),
    });
    expect(found.body.username).toBe(maria.username);
    const mismatch = await sim.post("/ccb/v1/web-users/forgot-username", {
      AccountID: maria.accounts[0]!.accountId,
      division: "GPA",
      emailAddress: "someone@example.com",
    });
    expect(mismatch.body.error.description).toBe("Email address does not match");
  });

  it("sets a new password, which also unlocks a locked web user", async () => {
    expect((await sim.login(locked.username, locked.password)).body.loginSuccessful).toBe(false);
    const set = await sim.post("/ccb/v1/web-users/set-password", {
      username: locked.username,
      password: "Fresh#2026",
    });
    expect(set.status).toBe(200);
    expect((await sim.login(locked.username, "Fresh#2026")).body.loginSuccessful).toBe(true);
  });

  it("records a help request as a customer contact", async () => {
    const created = await sim.post("/ccb/v1/customer-contacts/create", {
      AccountID: maria.accounts[0]!.accountId,
      PersonID: maria.personId,
      contactType: "COMPLAINT",
      description: "Streetlight out",
    });
    expect(created.status).toBe(201);
    const list = await sim.post("/ccb/v1/customer-contacts/list", {
      AccountID: maria.accounts[0]!.accountId,
    });
    expect(list.body.result).toContainEqual(
      expect.objectContaining({
        contactClass: "HELP",
        contactType: "COMPLAINT",
        description: "Streetlight out",
      }),
    );
  });
});
