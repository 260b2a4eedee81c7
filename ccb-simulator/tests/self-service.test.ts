import personasFile from "@paygpa/fixtures/personas.json" with { type: "json" };
import { afterAll, beforeEach, beforeAll, describe, expect, it } from "vitest";
import { type Simulator, startSimulator, refusal } from "./simulator";

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
    const created = await sim.post("/rest/apis/cm/webUsers/create", {
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
    const validation = await sim.post("/rest/apis/cm/accounts/validate", {
      AccountID: per.accountId,
      division: "GPA",
    });
    expect(validation.body.webAccess).toBe(true);
    const details = await sim.post("/rest/apis/cm/persons/details", { PersonID: per.personId });
    expect(details.body.customerDetails.EmailID).toBe("ignacio@example.com");
    expect(details.body.contactNumbers).toContainEqual(
      expect.objectContaining({ PhoneNumber: "(671) 555-0101" }),
    );
    const again = await sim.post("/rest/apis/cm/webUsers/create", {
      PersonID: per.personId,
      username: "other.name",
      password: "Signup#2026",
      email: "ignacio@example.com",
      securityQuestion: "PET",
      securityAnswer: "Rex",
    });
    expect(refusal(again.body).code).toBe("WEB_USER_EXISTS");
  });

  it("applies sign-up's phones by sequence: deleted, updated, added; a stale sequence changes nothing", async () => {
    const prem = personasFile.unregistered.find((c) => c.key === "unregistered-prem")!;
    const signUp = (phones: unknown) =>
      sim.post("/rest/apis/cm/webUsers/create", {
        PersonID: prem.personId,
        username: "dolores.s",
        password: "Signup#2026",
        email: "dolores@example.com",
        securityQuestion: "PET",
        securityAnswer: "Rex",
        phones,
      });
    const phonesOnFile = async () =>
      (await sim.post("/rest/apis/cm/persons/details", { PersonID: prem.personId })).body.contactNumbers;
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

  it("creates a web user not allowed web access (a sign-up awaiting confirmation): no login, contacts untouched, until allowed", async () => {
    const before = await sim.post("/rest/apis/cm/persons/details", { PersonID: per.personId });
    const created = await sim.post("/rest/apis/cm/webUsers/create", {
      PersonID: per.personId,
      username: "ignacio.f",
      password: "Signup#2026",
      securityQuestion: "PET",
      securityAnswer: "Rex",
      webAccessFlag: "NALW",
    });
    expect(created.status).toBe(201);
    expect((await sim.login("ignacio.f", "Signup#2026")).body.loginSuccessful).toBe(false);
    const untouched = await sim.post("/rest/apis/cm/persons/details", { PersonID: per.personId });
    expect(untouched.body.customerDetails.EmailID).toBe(before.body.customerDetails.EmailID);
    expect(untouched.body.contactNumbers).toEqual(before.body.contactNumbers);

    const updated = await sim.post("/rest/apis/cm/persons/updateContacts", {
      PersonID: per.personId,
      email: "ignacio@example.com",
      phones: { work: { number: "(671) 555-0303", deleted: false, sequence: null } },
    });
    expect(updated.status).toBe(200);
    const after = await sim.post("/rest/apis/cm/persons/details", { PersonID: per.personId });
    expect(after.body.customerDetails.EmailID).toBe("ignacio@example.com");
    expect(after.body.contactNumbers).toContainEqual(
      expect.objectContaining({ PhoneNumber: "(671) 555-0303" }),
    );

    expect((await sim.post("/rest/apis/cm/webUsers/allowWebAccess", { username: "ignacio.f" })).status).toBe(
      200,
    );
    expect((await sim.login("ignacio.f", "Signup#2026")).body.loginSuccessful).toBe(true);
    // An allowed web user is never removed this way.
    const remove = await sim.post("/rest/apis/cm/webUsers/remove", { username: "ignacio.f" });
    expect(refusal(remove.body).code).toBe("WEB_ACCESS_ALLOWED");
  });

  it("removes a web user that was never allowed web access, freeing the account and the name", async () => {
    await sim.post("/rest/apis/cm/webUsers/create", {
      PersonID: per.personId,
      username: "ignacio.f",
      password: "Signup#2026",
      securityQuestion: "PET",
      securityAnswer: "Rex",
      webAccessFlag: "NALW",
    });
    expect((await sim.post("/rest/apis/cm/webUsers/remove", { username: "ignacio.f" })).status).toBe(200);
    const validation = await sim.post("/rest/apis/cm/accounts/validate", {
      AccountID: per.accountId,
      division: "GPA",
    });
    expect(validation.body.webAccess).toBe(false);
    expect(
      (await sim.post("/rest/apis/cm/webUsers/checkUsername", { username: "ignacio.f" })).body.taken,
    ).toBe(false);
  });

  it("says whether a username is taken (case-sensitive)", async () => {
    expect(
      (await sim.post("/rest/apis/cm/webUsers/checkUsername", { username: maria.username })).body.taken,
    ).toBe(true);
    expect(
      (await sim.post("/rest/apis/cm/webUsers/checkUsername", { username: "nobody.here" })).body.taken,
    ).toBe(false);
  });

  it("looks up a forgotten password by account and username, with the question and answer", async () => {
    const found = await sim.post("/rest/apis/cm/webUsers/forgotPassword", {
      AccountID: maria.accounts[0]!.accountId,
      division: "GPA",
      username: maria.username,
    });
    expect(found.body.list.map((c: { CharacteristicType: string }) => c.CharacteristicType)).toEqual([
      "CMSCQUES",
      "CMSCAN",
    ]);
    expect(found.body.list[1].AdhocCharacteristicValue).toBe(maria.securityAnswer);
    const wrongUser = await sim.post("/rest/apis/cm/webUsers/forgotPassword", {
      AccountID: maria.accounts[0]!.accountId,
      division: "GPA",
      username: locked.username,
    });
    expect(refusal(wrongUser.body).description).toBe("Username doesn't exist");
  });

  it("looks up a forgotten username by account and e-mail", async () => {
    const found = await sim.post("/rest/apis/cm/webUsers/forgotUsername", {
      AccountID: maria.accounts[0]!.accountId,
      division: "GPA",
      emailAddress: maria.email.toUpperCase(),
    });
    expect(found.body.username).toBe(maria.username);
    const mismatch = await sim.post("/rest/apis/cm/webUsers/forgotUsername", {
      AccountID: maria.accounts[0]!.accountId,
      division: "GPA",
      emailAddress: "someone@example.com",
    });
    expect(refusal(mismatch.body).description).toBe("Email address does not match");
  });

  it("sets a new password, which also unlocks a locked web user", async () => {
    expect((await sim.login(locked.username, locked.password)).body.loginSuccessful).toBe(false);
    const set = await sim.post("/rest/apis/cm/webUsers/setPassword", {
      username: locked.username,
      password: "Fresh#2026",
    });
    expect(set.status).toBe(200);
    expect((await sim.login(locked.username, "Fresh#2026")).body.loginSuccessful).toBe(true);
  });

  it("records a help request as a customer contact", async () => {
    // Oracle's Create Customer Contact (`…/framework/2510/restapi/api-interactions-customer-contact.html`).
    const created = await sim.post("/rest/apis/customer/interactions/customerContacts/", {
      account: { accountId: maria.accounts[0]!.accountId },
      person: { personId: maria.personId },
      customerContactType: { contactClass: "HELP", contactType: "COMPLAINT" },
      contactMethod: "WEB",
      description: "Streetlight out",
    });
    expect(created.status).toBe(201);
    // The flat accountId of before is refused: Oracle's Customer Contact carries `account` as an object.
    const flat = await sim.post("/rest/apis/customer/interactions/customerContacts/", {
      accountId: maria.accounts[0]!.accountId,
      personId: maria.personId,
      contactClass: "HELP",
      contactMethod: "WEB",
      contactType: "COMPLAINT",
      description: "Streetlight out",
    });
    expect(flat.status).toBe(400);
    const list = await sim.post("/rest/apis/cm/customerContacts/list", {
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
