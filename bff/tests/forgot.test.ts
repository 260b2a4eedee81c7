import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type Json, startStack, type TestStack } from "./harness";
import { persona } from "./personas";

let stack: TestStack;
let bodies: string[];
beforeEach(async () => {
  stack = await startStack();
  bodies = [];
  // Every answer of these flows is kept, to prove the stored security answer never leaves the BFF.
  const call = stack.call;
  stack.call = async (path, init) => {
    const answer = await call(path, init);
    if (!path.startsWith("/__control")) bodies.push(JSON.stringify(answer.body));
    return answer;
  };
});
afterEach(async () => {
  await stack.close();
});

const maria = () => persona("postpaid-current");
const accountOf = (who: ReturnType<typeof persona>) => who.accounts[0]!.accountId;

/** The token of the newest reset link e-mailed to the address: it rides in the link's fragment. */
async function resetLinkFor(email: string): Promise<string> {
  const mail = await stack.call(`/__control/mail?to=${encodeURIComponent(email)}&kind=forgot-password`);
  const link = /https?:\/\/\S+\/reset-password#(\S+)/.exec(mail.body.messages[0].text);
  expect(link).not.toBeNull();
  return link![1]!;
}

/** Forgot Password through to the e-mail: answers the token of the link sent. */
async function requestResetLink(who = maria()): Promise<string> {
  const started = await passwordFlow(who);
  const sent = await stack.call("/api/v1/send-email-forgot-password", {
    body: { flowId: started.flowId, answer: who.securityAnswer },
  });
  expect(sent.status).toBe(200);
  return resetLinkFor(who.email);
}

async function passwordFlow(who = maria()): Promise<Json> {
  const started = await stack.call("/api/v1/forgot-password", {
    body: { accountId: accountOf(who), division: "GPA", username: who.username },
  });
  expect(started.status).toBe(200);
  return started.body;
}

describe("forgot password", () => {
  it("shows the question, checks the answer case-insensitively, and e-mails a reset link; the answer never appears in any response", async () => {
    const who = maria();
    const started = await passwordFlow(who);
    expect(started.question).toBe("What was the name of your first pet?");
    const wrong = await stack.call("/api/v1/send-email-forgot-password", {
      body: { flowId: started.flowId, answer: "Wrong" },
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.error.message).toBe("Security Answer is not valid.");
    const right = await stack.call("/api/v1/send-email-forgot-password", {
      body: { flowId: started.flowId, answer: ` ${who.securityAnswer.toUpperCase()} ` },
    });
    expect(right.body.result.title).toBe("Password Request Processed");
    const token = await resetLinkFor(who.email);
    expect((await stack.call("/api/v1/check-reset-link", { body: { token } })).body.valid).toBe(true);
    const reset = await stack.call("/api/v1/reset-password", {
      body: { token, password: "Brand#New26", confirmPassword: "Brand#New26" },
    });
    expect(reset.status).toBe(200);
    expect((await stack.login(who.username, "Brand#New26")).body.loginSuccessful).toBe(true);

    const forgotUser = await stack.call("/api/v1/forgot-username", {
      body: { accountId: accountOf(who), division: "GPA", emailAddress: who.email },
    });
    await stack.call("/api/v1/send-email-forgot-username", {
      body: { flowId: forgotUser.body.flowId, answer: "nope" },
    });
    const sent = await stack.call("/api/v1/send-email-forgot-username", {
      body: { flowId: forgotUser.body.flowId, answer: who.securityAnswer },
    });
    expect(sent.body.result.title).toBe("Username Request Processed");

    expect(bodies.length).toBeGreaterThan(6);
    for (const body of bodies) expect(body.toLowerCase()).not.toContain(who.securityAnswer.toLowerCase());
  });

  it("marks the field of a wrong account number or username", async () => {
    const badAccount = await stack.call("/api/v1/forgot-password", {
      body: { accountId: "9999999999", username: maria().username },
    });
    expect(badAccount.body.error.fields.accountId).toEqual(["Account number doesn't exist"]);
    const badUser = await stack.call("/api/v1/forgot-password", {
      body: { accountId: accountOf(maria()), username: "nobody.here" },
    });
    expect(badUser.body.error.fields.username).toEqual(["Username doesn't exist"]);
    const empty = await stack.call("/api/v1/forgot-password", { body: { accountId: "", username: "" } });
    expect(empty.body.error.fields.accountId).toContain("Please enter your Account Number.");
    expect(empty.body.error.fields.username).toContain("Please enter your Username.");
  });

  it("reset links work once", async () => {
    const who = maria();
    const started = await passwordFlow(who);
    await stack.call("/api/v1/send-email-forgot-password", {
      body: { flowId: started.flowId, answer: who.securityAnswer },
    });
    const token = await resetLinkFor(who.email);
    const body = { token, password: "Brand#New26", confirmPassword: "Brand#New26" };
    expect((await stack.call("/api/v1/reset-password", { body })).status).toBe(200);
    const second = await stack.call("/api/v1/reset-password", {
      body: { ...body, password: "Other#New26", confirmPassword: "Other#New26" },
    });
    expect(second.status).toBe(410);
    expect(second.body.error.message).toBe(
      "This password reset link is not valid or has expired. Please use Forgot Password again.",
    );
    expect((await stack.login(who.username, "Other#New26")).body.loginSuccessful).toBe(false);
  });

  it("reset links expire after 30 minutes", async () => {
    const who = maria();
    const started = await passwordFlow(who);
    await stack.call("/api/v1/send-email-forgot-password", {
      body: { flowId: started.flowId, answer: who.securityAnswer },
    });
    const token = await resetLinkFor(who.email);
    stack.clock.advance(29 * 60_000);
    expect((await stack.call("/api/v1/check-reset-link", { body: { token } })).body.valid).toBe(true);
    stack.clock.advance(2 * 60_000);
    expect((await stack.call("/api/v1/check-reset-link", { body: { token } })).body.valid).toBe(false);
    const late = await stack.call("/api/v1/reset-password", {
      body: { token, password: "Brand#New26", confirmPassword: "Brand#New26" },
    });
    expect(late.status).toBe(410);
  });

  it("pauses the flows of an account after 5 wrong answers in 15 minutes, even with the right answer", async () => {
    const who = maria();
    const started = await passwordFlow(who);
    for (let attempt = 1; attempt <= 4; attempt++) {
      const wrong = await stack.call("/api/v1/send-email-forgot-password", {
        body: { flowId: started.flowId, answer: `wrong ${attempt}` },
      });
      expect(wrong.body.error.code).toBe("SECURITY_ANSWER_INVALID");
    }
    const fifth = await stack.call("/api/v1/send-email-forgot-password", {
      body: { flowId: started.flowId, answer: "wrong 5" },
    });
    expect(fifth.status).toBe(429);
    const fresh = await passwordFlow(who);
    const right = await stack.call("/api/v1/send-email-forgot-password", {
      body: { flowId: fresh.flowId, answer: who.securityAnswer },
    });
    expect(right.status).toBe(429);
    expect(right.body.error.message).toMatch(/Too many wrong answers/);
    stack.clock.advance(16 * 60_000);
    const later = await passwordFlow(who);
    const ok = await stack.call("/api/v1/send-email-forgot-password", {
      body: { flowId: later.flowId, answer: who.securityAnswer },
    });
    expect(ok.status).toBe(200);
  });

  it("lets a locked customer set a new password and log in", async () => {
    const who = persona("locked");
    const started = await passwordFlow(who);
    await stack.call("/api/v1/send-email-forgot-password", {
      body: { flowId: started.flowId, answer: who.securityAnswer },
    });
    const token = await resetLinkFor(who.email);
    await stack.call("/api/v1/reset-password", {
      body: { token, password: "Unlocked#26", confirmPassword: "Unlocked#26" },
    });
    expect((await stack.login(who.username, "Unlocked#26")).body.loginSuccessful).toBe(true);
  });

  it("says 'Email address does not match' for forgot username with another address", async () => {
    const mismatch = await stack.call("/api/v1/forgot-username", {
      body: { accountId: accountOf(maria()), emailAddress: "someone@example.com" },
    });
    expect(mismatch.body.error.fields.emailAddress).toEqual(["Email address does not match"]);
  });

  it("e-mails the reset token in the link's fragment, never in its path or query", async () => {
    const who = maria();
    await requestResetLink(who);
    const mail = await stack.call(`/__control/mail?to=${encodeURIComponent(who.email)}&kind=forgot-password`);
    const link = new URL(/https?:\/\/\S+\/reset-password\S*/.exec(mail.body.messages[0].text)![0]);
    expect(link.pathname).toBe("/reset-password");
    expect(link.search).toBe("");
    expect(link.hash.length).toBeGreaterThan(40);
  });

  it("a reset ends every session of the customer and kills every outstanding link, older ones included", async () => {
    const who = maria();
    const phone = (await stack.login(who.username, who.password)).body.token;
    const laptop = (await stack.login(who.username, who.password)).body.token;
    expect((await stack.call("/api/v1/session", { token: phone })).status).toBe(200);
    const older = await requestResetLink(who);
    const newer = await requestResetLink(who);
    expect(newer).not.toBe(older);

    const reset = await stack.call("/api/v1/reset-password", {
      body: { token: newer, password: "Brand#New26", confirmPassword: "Brand#New26" },
    });
    expect(reset.status).toBe(200);

    for (const token of [phone, laptop]) {
      expect((await stack.call("/api/v1/session", { token })).status).toBe(401);
    }
    expect((await stack.call("/api/v1/check-reset-link", { body: { token: older } })).body.valid).toBe(false);
    const replay = await stack.call("/api/v1/reset-password", {
      body: { token: older, password: "Attacker#26", confirmPassword: "Attacker#26" },
    });
    expect(replay.status).toBe(410);
    expect((await stack.login(who.username, "Attacker#26")).body.loginSuccessful).toBe(false);
    expect((await stack.login(who.username, "Brand#New26")).body.loginSuccessful).toBe(true);
  });

  it("a reset leaves other customers' sessions alone", async () => {
    const other = persona("postpaid-overdue");
    const theirs = (await stack.login(other.username, other.password)).body.token;
    const token = await requestResetLink(maria());
    await stack.call("/api/v1/reset-password", {
      body: { token, password: "Brand#New26", confirmPassword: "Brand#New26" },
    });
    expect((await stack.call("/api/v1/session", { token: theirs })).status).toBe(200);
  });

  it("refuses a new password that breaks the rule or is too common, and the link stays usable", async () => {
    const token = await requestResetLink(maria());
    for (const [password, message] of [
      ["abcdefgh1", "Your password must have at least one letter, one number and one symbol."],
      ["P@ssw0rd", "This password is too common. Please choose another one."],
      ["short#1", "Your password must be between 8 – 15 characters long"],
    ]) {
      const refused = await stack.call("/api/v1/reset-password", {
        body: { token, password, confirmPassword: password },
      });
      expect(refused.status, password).toBe(400);
      expect(refused.body.error.fields.password, password).toEqual([message]);
    }
    expect((await stack.call("/api/v1/check-reset-link", { body: { token } })).body.valid).toBe(true);
  });
});
