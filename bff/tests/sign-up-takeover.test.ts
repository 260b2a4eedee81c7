/**
 * Decision 011 (sign-up takeover): with an account number, the billing zip was guessed in a second,
 * the answer showed the address, e-mail and phones in clear, and sign-up overwrote billing's e-mail and
 * phones at once. These tests play the attacker.
 */
import personasFile from "@paygpa/fixtures/personas.json" with { type: "json" };
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DEV_PORTAL_KEY } from "../src/demo";
import { startStack, type TestStack } from "./harness";
import { confirmSignUpFromMail, phonesInBilling, signUpLinkTokenFor } from "./sign-up-mail";

let stack: TestStack;
beforeEach(async () => {
  stack = await startStack();
});
afterEach(async () => {
  await stack.close();
});

// Dolores Salas: e-mail on file, mobile (671) 888-1015, home (671) 653-1015, a Yigo premise.
const dolores = personasFile.unregistered.find((u) => u.key === "unregistered-prem")!;
const fromAddress = (address: string) => ({
  "x-paygpa-portal-key": DEV_PORTAL_KEY,
  "x-forwarded-for": address,
});

async function openTicket(address: string): Promise<string> {
  const step1 = await stack.call("/api/v1/check-account-number", {
    body: { accountId: dolores.accountId },
    headers: fromAddress(address),
  });
  expect(step1.status).toBe(200);
  return step1.body.data.ticket;
}

const tryZip = async (ticket: string, postal: string, address: string) =>
  stack.call("/api/v1/sign-up-validate-zip", { body: { ticket, postal }, headers: fromAddress(address) });

const attackersSignUp = (ticket: string) => ({
  ticket,
  username: "attacker",
  password: "Takeover#2026",
  confirmPassword: "Takeover#2026",
  email: "attacker@example.net",
  home: "",
  mobile: "",
  work: "",
  securityQuestion: "PET",
  securityAnswer: "Rex",
  terms: true,
});

async function personInBilling() {
  const response = await fetch(`${stack.ccb}/rest/apis/cm/persons/details`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ PersonID: dolores.personId }),
  });
  const person = (await response.json()) as {
    customerDetails: { EmailID: string };
    contactNumbers: unknown[];
  };
  return { email: person.customerDetails.EmailID, phones: person.contactNumbers };
}

describe("sign-up takeover (decision 011)", () => {
  it("stops zip guessing per account: the 6th wrong zip in the hour is refused from a new address and a fresh ticket, and the e-mail on file is told once", async () => {
    for (let guess = 1; guess <= 5; guess++) {
      // Each guess from another address with another ticket: per-address limits alone do not see it.
      const answer = await tryZip(await openTicket(`192.0.2.${guess}`), `9699${guess}`, `192.0.2.${guess}`);
      expect(answer.status).toBe(guess < 5 ? 422 : 429);
    }
    const sixth = await tryZip(await openTicket("198.51.100.7"), dolores.zip, "198.51.100.7");
    expect(sixth.status).toBe(429);
    expect(sixth.body.error.message).toContain("Too many wrong zip codes for this account");
    expect(JSON.stringify(sixth.body)).not.toContain("Yigo");

    const notice = await stack.call(`/__control/mail?to=${dolores.email}&kind=zip-tries-paused`);
    expect(notice.body.messages).toHaveLength(1);
    expect(notice.body.messages[0].text).toContain(dolores.accountId);
  });

  it("shows nothing personal before the zip is proved, and after it only masked", async () => {
    const onFile = await personInBilling();
    const ticket = await openTicket("192.0.2.10");
    const check = await stack.call("/api/v1/check-account-number", {
      body: { accountId: dolores.accountId },
    });
    const wrong = await tryZip(ticket, "96999", "192.0.2.10");
    const proved = await tryZip(ticket, dolores.zip, "192.0.2.10");
    expect(proved.status).toBe(200);
    const secrets = [dolores.email!, "888-1015", "653-1015", "Yigo", onFile.email];
    for (const answer of [check, wrong, proved]) {
      const raw = JSON.stringify(answer.body);
      for (const secret of secrets) expect(raw).not.toContain(secret);
    }
    expect(proved.body.address.city).toMatch(/^Yi\*+$/);
  });

  it("changes billing's e-mail and phones only when the link e-mailed to the e-mail on file is followed, and the link works once", async () => {
    const before = await personInBilling();
    const ticket = await openTicket("192.0.2.20");
    expect((await tryZip(ticket, dolores.zip, "192.0.2.20")).status).toBe(200);
    const submitted = await stack.call("/api/v1/sign-up-user", { body: attackersSignUp(ticket) });
    expect(submitted.status).toBe(200);

    // Billing is untouched; the attacker got no mail; the customer's own mailbox got the link.
    expect(await personInBilling()).toEqual(before);
    const attackersMail = await stack.call("/__control/mail?to=attacker@example.net");
    expect(attackersMail.body.messages).toHaveLength(0);
    const token = await signUpLinkTokenFor(stack, dolores.email!);

    const login = await stack.login("attacker", "Takeover#2026");
    expect(login.body.loginSuccessful).toBe(false);
    expect(login.body.status.loginMessage).toBe(
      "Your sign-up is not confirmed yet. Please follow the confirmation link we sent by e-mail, then log in.",
    );

    // A wrong password does not reveal that the username is waiting for its confirmation.
    const guessed = await stack.login("attacker", "Wrong#Guess26");
    expect(guessed.body.status.loginMessage).toBe("Invalid Username or Password.");

    const confirmed = await stack.call("/api/v1/sign-up-confirm", { body: { token } });
    expect(confirmed.status).toBe(200);
    const after = await personInBilling();
    expect(after.email).toBe("attacker@example.net");
    expect(await phonesInBilling(stack, dolores.personId)).toEqual([]);
    expect((await stack.login("attacker", "Takeover#2026")).body.loginSuccessful).toBe(true);

    const again = await stack.call("/api/v1/sign-up-confirm", { body: { token } });
    expect(again.status).toBe(410);
    expect(again.body.error.code).toBe("SIGN_UP_LINK_INVALID");
  });

  it("expires the link after 24 hours, and a new sign-up replaces one never confirmed", async () => {
    const first = await openTicket("192.0.2.30");
    await tryZip(first, dolores.zip, "192.0.2.30");
    await stack.call("/api/v1/sign-up-user", { body: attackersSignUp(first) });
    const staleToken = await signUpLinkTokenFor(stack, dolores.email!);
    stack.clock.advance(25 * 3_600_000);
    expect((await stack.call("/api/v1/sign-up-confirm", { body: { token: staleToken } })).status).toBe(410);

    // The real customer can still sign up: the unconfirmed one is replaced and its name freed.
    const second = await openTicket("192.0.2.31");
    expect((await tryZip(second, dolores.zip, "192.0.2.31")).status).toBe(200);
    const mine = await stack.call("/api/v1/sign-up-user", {
      body: { ...attackersSignUp(second), username: "dolores.s", email: "dolores.new@example.com" },
    });
    expect(mine.status).toBe(200);
    expect((await confirmSignUpFromMail(stack, dolores.email!)).status).toBe(200);
    expect((await stack.login("dolores.s", "Takeover#2026")).body.loginSuccessful).toBe(true);
    expect((await stack.login("attacker", "Takeover#2026")).body.loginSuccessful).toBe(false);
  });

  it("stops quick pay's zip guessing per account, across addresses, and tells the e-mail on file", async () => {
    const quickPay = (postal: string, address: string) =>
      stack.call("/api/v1/validate-account", {
        body: { accountId: dolores.accountId, division: "GPA", postal },
        headers: fromAddress(address),
      });
    for (let guess = 1; guess <= 5; guess++) {
      const answer = await quickPay(`9699${guess}`, `203.0.113.${guess}`);
      expect(answer.body.status).toBe("Failed");
    }
    const right = await quickPay(dolores.zip, "203.0.113.99");
    expect(right.body.status).toBe("Failed");
    expect(right.body.details).toContain("Too many wrong zip codes for this account");
    expect(right.body.token).toBeUndefined();
    const notice = await stack.call(`/__control/mail?to=${dolores.email}&kind=zip-tries-paused`);
    expect(notice.body.messages).toHaveLength(1);
    // The same count guards sign-up.
    expect((await tryZip(await openTicket("203.0.113.100"), dolores.zip, "203.0.113.100")).status).toBe(429);
  });
});
