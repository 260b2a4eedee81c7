import personasFile from "@paygpa/fixtures/personas.json" with { type: "json" };
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { startStack, type TestStack } from "./harness";
import { persona } from "./personas";
import { confirmSignUpFromMail, phonesInBilling as phonesOf } from "./sign-up-mail";

const phonesInBilling = (personId: string) => phonesOf(stack, personId);

let stack: TestStack;
beforeEach(async () => {
  stack = await startStack();
});
afterEach(async () => {
  await stack.close();
});

const unregistered = (source: string) =>
  personasFile.unregistered.find((u) => u.billAddressSource === source)!;

const details = (ticket: string, overrides: Record<string, unknown> = {}) => ({
  ticket,
  username: "new.customer",
  password: "Welcome#2026",
  confirmPassword: "Welcome#2026",
  email: "new.customer@example.com",
  confirmEmail: "new.customer@example.com",
  home: "",
  mobile: "(671) 555-0101",
  work: "",
  securityQuestion: "PET",
  securityAnswer: "Lucky Dog 7",
  terms: true,
  ...overrides,
});

async function verifiedTicket(source: string): Promise<string> {
  const who = unregistered(source);
  const step1 = await stack.call("/api/v1/check-account-number", {
    body: { accountId: who.accountId, division: "GPA" },
  });
  expect(step1.status).toBe(200);
  const step2 = await stack.call("/api/v1/sign-up-validate-zip", {
    body: { ticket: step1.body.data.ticket, postal: who.zip },
  });
  expect(step2.status).toBe(200);
  return step1.body.data.ticket;
}

describe("sign-up (check-account-number → sign-up-validate-zip → sign-up-user)", () => {
  for (const source of ["PER", "PREM", "ACOV"]) {
    it(`signs up an account whose bill address source is ${source}; the new user can log in and gets the e-mail`, async () => {
      const who = unregistered(source);
      const step1 = await stack.call("/api/v1/check-account-number", { body: { accountId: who.accountId } });
      expect(step1.body.result.status).toBe("False");
      expect(step1.body.data.billAddressSource).toBe(source);
      const [first, last] = who.fullName.toUpperCase().split(" ");
      expect(step1.body.data.maskedName).toBe(
        `${first!.slice(0, 2)}${"*".repeat(first!.length - 2)} ${last!.slice(0, 2)}${"*".repeat(last!.length - 2)}`,
      );
      const wrongZip = await stack.call("/api/v1/sign-up-validate-zip", {
        body: { ticket: step1.body.data.ticket, postal: "96999" },
      });
      expect(wrongZip.status).toBe(422);
      expect(wrongZip.body.error.message).toBe(
        "The zip code does not match the billing address of this account.",
      );
      const zip = await stack.call("/api/v1/sign-up-validate-zip", {
        body: { ticket: step1.body.data.ticket, postal: who.zip },
      });
      expect(zip.body.address.postal.split("-")[0]).toBe(who.zip);
      expect(zip.body.hasEmailOnFile).toBe(who.email !== null);

      const done = await stack.call("/api/v1/sign-up-user", {
        body: details(step1.body.data.ticket, { username: `new.${source}` }),
      });
      expect(done.status).toBe(200);
      expect(done.body.result.status).toBe("True");
      expect(done.body.result.description).toContain("follow the confirmation link");
      // Nothing is active before the e-mailed link is followed (sent to the e-mail on file when any).
      expect((await stack.login(`new.${source}`, "Welcome#2026")).body.loginSuccessful).toBe(false);
      const confirmed = await confirmSignUpFromMail(stack, who.email ?? "new.customer@example.com");
      expect(confirmed.status).toBe(200);
      expect((await stack.login(`new.${source}`, "Welcome#2026")).body.loginSuccessful).toBe(true);
      const mail = await stack.call("/__control/mail?to=new.customer@example.com&kind=sign-up-confirmation");
      expect(mail.body.messages).toHaveLength(1);
      expect(mail.body.messages[0].text).toContain(`Your username is new.${source}`);
    });
  }

  it("answers 'No bill address source found!' for an unknown source", async () => {
    const { status, body } = await stack.call("/api/v1/check-account-number", {
      body: { accountId: unregistered("XXX").accountId },
    });
    expect(status).toBe(422);
    expect(body.error.message).toBe("No bill address source found!");
  });

  it("refuses an account that is already registered, and cannot register one twice", async () => {
    const registered = await stack.call("/api/v1/check-account-number", {
      body: { accountId: persona("postpaid-current").accounts[0]!.accountId },
    });
    expect(registered.status).toBe(409);
    expect(registered.body.error.code).toBe("ALREADY_REGISTERED");

    const ticket = await verifiedTicket("PER");
    expect((await stack.call("/api/v1/sign-up-user", { body: details(ticket) })).status).toBe(200);
    expect((await confirmSignUpFromMail(stack, "new.customer@example.com")).status).toBe(200);
    // The same ticket cannot be used again, and a new check of the confirmed account is refused.
    expect(
      (await stack.call("/api/v1/sign-up-user", { body: details(ticket, { username: "other.one" }) })).status,
    ).toBe(410);
    const again = await stack.call("/api/v1/check-account-number", {
      body: { accountId: unregistered("PER").accountId },
    });
    expect(again.body.error.code).toBe("ALREADY_REGISTERED");
  });

  it("refuses sign-up-user without a zip-verified ticket", async () => {
    const step1 = await stack.call("/api/v1/check-account-number", {
      body: { accountId: unregistered("PREM").accountId },
    });
    const early = await stack.call("/api/v1/sign-up-user", { body: details(step1.body.data.ticket) });
    expect(early.status).toBe(410);
    expect((await stack.call("/api/v1/sign-up-user", { body: details("made-up-ticket") })).status).toBe(410);
  });

  it("pauses the account's sign-up after 5 wrong billing zips: even the right zip is refused", async () => {
    const who = unregistered("PER");
    const step1 = await stack.call("/api/v1/check-account-number", { body: { accountId: who.accountId } });
    const ticket = step1.body.data.ticket;
    for (let attempt = 1; attempt <= 4; attempt++) {
      const wrong = await stack.call("/api/v1/sign-up-validate-zip", {
        body: { ticket, postal: `9690${attempt}` },
      });
      expect(wrong.body.error.code).toBe("ZIP_MISMATCH");
    }
    const fifth = await stack.call("/api/v1/sign-up-validate-zip", { body: { ticket, postal: "96905" } });
    expect(fifth.status).toBe(429);
    const right = await stack.call("/api/v1/sign-up-validate-zip", { body: { ticket, postal: who.zip } });
    expect(right.status).toBe(429);
    expect(right.body.error.code).toBe("ZIP_TRIES_PAUSED");
    // An hour after the first wrong zip, the account may try again.
    stack.clock.advance(61 * 60_000);
    const later = await stack.call("/api/v1/check-account-number", { body: { accountId: who.accountId } });
    const again = await stack.call("/api/v1/sign-up-validate-zip", {
      body: { ticket: later.body.data.ticket, postal: who.zip },
    });
    expect(again.status).toBe(200);
  });

  it("refuses a ticket after 30 minutes", async () => {
    const ticket = await verifiedTicket("PREM");
    stack.clock.advance(31 * 60_000);
    const late = await stack.call("/api/v1/sign-up-user", { body: details(ticket) });
    expect(late.body.error.message).toBe("Your sign-up session has expired. Please start again.");
  });

  it("says a username is taken (only within a zip-verified sign-up), and refuses it at submit", async () => {
    const taken = persona("postpaid-current").username;
    const early = await stack.call("/api/v1/check-account-number", {
      body: { accountId: unregistered("PREM").accountId },
    });
    const unverified = await stack.call("/api/v1/check-username", {
      body: { ticket: early.body.data.ticket, username: taken },
    });
    expect(unverified.status).toBe(410);
    expect((await stack.call("/api/v1/check-username", { body: { username: taken } })).status).toBe(400);
    const ticket = await verifiedTicket("PREM");
    expect(
      (await stack.call("/api/v1/check-username", { body: { ticket, username: taken } })).body.result.status,
    ).toBe("True");
    expect(
      (await stack.call("/api/v1/check-username", { body: { ticket, username: "free.name" } })).body.result
        .status,
    ).toBe("False");
    const refused = await stack.call("/api/v1/sign-up-user", { body: details(ticket, { username: taken }) });
    expect(refused.status).toBe(409);
    expect(refused.body.error.fields.username).toEqual(["Username already exists. Kindly choose again."]);
  });

  it("re-checks every rule on the server with the spec's messages", async () => {
    const ticket = await verifiedTicket("ACOV");
    const { status, body } = await stack.call("/api/v1/sign-up-user", {
      body: details(ticket, {
        password: "short",
        confirmPassword: "different",
        email: "not-an-email",
        securityAnswer: "Rex!",
        terms: false,
      }),
    });
    expect(status).toBe(400);
    expect(body.error.fields.password).toContain("Your password must be between 8 – 15 characters long");
    expect(body.error.fields.email).toContain("Please enter a valid Email Address!");
    expect(body.error.fields.securityAnswer).toContain(
      "Answer may contain only letters, numbers and spaces.",
    );
    expect(body.error.fields.terms).toContain("Please check the box.");
    const long = await stack.call("/api/v1/sign-up-user", {
      body: details(ticket, { password: "A#1".repeat(6), confirmPassword: "A#1".repeat(6) }),
    });
    expect(long.body.error.fields.password).toContain("Your password must be between 8 – 15 characters long");
    const mismatch = await stack.call("/api/v1/sign-up-user", {
      body: details(ticket, { confirmPassword: "Welcome#2027" }),
    });
    expect(mismatch.body.error.fields.confirmPassword).toContain("Password doesn't match!");
    // ACOV's person has no e-mail on file: the confirmation must match.
    const email = await stack.call("/api/v1/sign-up-user", {
      body: details(ticket, { confirmEmail: "other@example.com" }),
    });
    expect(email.body.error.fields.confirmEmail).toEqual(["Email doesn't match!"]);
  });

  it("prefills billing's phones masked once the zip is proved, and applies emptied, unchanged, changed and new ones on confirmation", async () => {
    const who = unregistered("PREM"); // Dolores Salas: mobile (671) 888-1015 #1, home (671) 653-1015 #2
    const step1 = await stack.call("/api/v1/check-account-number", { body: { accountId: who.accountId } });
    expect(JSON.stringify(step1.body)).not.toContain("888-1015");
    const ticket = step1.body.data.ticket;
    const zip = await stack.call("/api/v1/sign-up-validate-zip", { body: { ticket, postal: who.zip } });
    expect(zip.body.phones).toEqual({ home: "(6*** 65******", mobile: "(6*** 88******", work: "" });
    expect(zip.body.email).toBe(`do${"*".repeat(who.email!.length - 2)}`);

    const before = await phonesInBilling(who.personId);
    const done = await stack.call("/api/v1/sign-up-user", {
      body: details(ticket, {
        email: zip.body.email,
        home: "",
        mobile: zip.body.phones.mobile,
        work: "(671) 555-0303",
      }),
    });
    expect(done.status).toBe(200);
    expect(await phonesInBilling(who.personId)).toEqual(before);
    expect((await confirmSignUpFromMail(stack, who.email!)).status).toBe(200);
    expect(await phonesInBilling(who.personId)).toEqual([
      { PhoneType: "MOBILE", PhoneNumber: "(671) 888-1015", Sequence: 1 },
      { PhoneType: "BUSN-PHONE", PhoneNumber: "(671) 555-0303", Sequence: 3 },
    ]);
  });

  it("updates a changed phone in place, keeping its sequence", async () => {
    const who = unregistered("ACOV"); // Antonio Pangelinan: mobile (671) 888-1016 #1
    const ticket = await verifiedTicket("ACOV");
    const done = await stack.call("/api/v1/sign-up-user", {
      body: details(ticket, { home: "", mobile: "(671) 555-0199", work: "" }),
    });
    expect(done.status).toBe(200);
    expect((await confirmSignUpFromMail(stack, "new.customer@example.com")).status).toBe(200);
    expect(await phonesInBilling(who.personId)).toEqual([
      { PhoneType: "MOBILE", PhoneNumber: "(671) 555-0199", Sequence: 1 },
    ]);
  });

  it("refuses a phone that is not a phone number", async () => {
    const ticket = await verifiedTicket("PER");
    const { status, body } = await stack.call("/api/v1/sign-up-user", {
      body: details(ticket, { home: "call me <b>" }),
    });
    expect(status).toBe(400);
    expect(body.error.fields.home).toHaveLength(1);
  });
});
