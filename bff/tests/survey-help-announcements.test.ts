import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { controlTokenHeaders } from "@paygpa/runtime/control-access";
import { type Json, startStack, type TestStack } from "./harness";
import { persona } from "./personas";

let stack: TestStack;
beforeEach(async () => {
  stack = await startStack();
});
afterEach(async () => {
  await stack.close();
});

async function signedIn(key = "postpaid-current") {
  const who = persona(key);
  const { body } = await stack.login(who.username, who.password);
  return { who, token: body.token as string };
}

const answers = (overrides: Record<string, string> = {}) => ({
  surveyAns1: "",
  surveyAns2: "",
  surveyAns3: "",
  surveyAns4: "",
  surveyAns5: "5",
  surveyAns6: "4",
  surveyAns7: "5",
  surveyAns8: "3",
  surveyAns9: "Y",
  surveyAns10: "Keep it simple",
  ...overrides,
});

describe("announcements-front", () => {
  it("lists only visible announcements, rendered to HTML, with the system pop-up", async () => {
    const { status, body } = await stack.call("/api/v1/announcements-front");
    expect(status).toBe(200);
    expect(body.announceList.map((item: { title: string }) => item.title)).toEqual([
      "Pay your power bill online, any time",
      "Save energy, save money",
      "Typhoon season: be prepared",
    ]);
    expect(body.announceList[0].content).toContain("<strong>Quick Pay</strong>");
    expect(body.announceList[2].embed).toContain('src="https://www.youtube-nocookie.com/embed/');
    expect(body.systemPop.title).toBe("Scheduled system maintenance");
  });
});

describe("survey", () => {
  it("lists ten questions with their possible answers, to a signed-in customer only", async () => {
    expect((await stack.call("/api/v1/get-list-survey")).status).toBe(401);
    const { token } = await signedIn();
    const { body } = await stack.call("/api/v1/get-list-survey", { token });
    expect(body.result.surveyList).toHaveLength(10);
    expect(body.result.surveyList[4].possibleAnswers.length).toBeGreaterThan(0);
  });

  it("requires the answers after the fourth, and stores a complete survey", async () => {
    const { who, token } = await signedIn();
    const base = { personId: who.personId, username: who.username, fullName: who.fullName };
    const missing = await stack.call("/api/v1/submit-survey", {
      token,
      body: { ...base, ...answers({ surveyAns7: "" }) },
    });
    expect(missing.status).toBe(400);
    expect(missing.body.error.fields.surveyAns7).toEqual([
      "Please select or enter a value for this question",
    ]);
    expect(missing.body.error.fields.surveyAns1).toBeUndefined();
    const ok = await stack.call("/api-v1/submit-survey", { token, body: { ...base, ...answers() } });
    expect(ok.body.result.status).toBe("success");
  });

  it("refuses a survey sent for another person", async () => {
    const { token } = await signedIn();
    const other = persona("postpaid-overdue");
    const refused = await stack.call("/api/v1/submit-survey", {
      token,
      body: { personId: other.personId, username: other.username, fullName: other.fullName, ...answers() },
    });
    expect(refused.status).toBe(403);
  });
});

describe("help and support", () => {
  it("sends the feedback to billing as a customer contact", async () => {
    const { who, token } = await signedIn();
    const request = {
      cis_division: "GPA",
      accountId: who.accounts[0]!.accountId,
      personId: who.personId,
      firstName: "Maria",
      lastName: "Cruz",
      emailAddress: who.email,
      contactType: "COMPLAINT",
      message: "The streetlight on my road is out.",
    };
    const sent = await stack.call("/api/v1/help-and-support", { token, body: request });
    expect(sent.body.result.description).toBe("Submit Successfully!");
    const contacts = await fetch(`${stack.ccb}/rest/apis/cm/customerContacts/list`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ AccountID: request.accountId }),
    }).then((response) => response.json() as Promise<Json>);
    expect(contacts.result).toContainEqual(
      expect.objectContaining({ contactClass: "HELP", contactType: "COMPLAINT" }),
    );
    const foreign = await stack.call("/api/v1/help-and-support", {
      token,
      body: { ...request, accountId: persona("postpaid-overdue").accounts[0]!.accountId },
    });
    expect(foreign.status).toBe(403);
    const empty = await stack.call("/api/v1/help-and-support", {
      token,
      body: { ...request, firstName: "", message: "" },
    });
    expect(empty.body.error.fields.firstName).toEqual(["Please enter your First Name."]);
    expect(empty.body.error.fields.message).toEqual(["Please enter your Message."]);
  });

  it("answers 'Submit Failed!' when billing does not take it", async () => {
    const { who, token } = await signedIn();
    await fetch(`${stack.ccb}/__control/faults`, {
      method: "PUT",
      headers: { "content-type": "application/json", ...controlTokenHeaders() },
      body: JSON.stringify({ route: "/rest/apis/customer/interactions/customerContacts/", status: 503 }),
    });
    const failed = await stack.call("/api/v1/help-and-support", {
      token,
      body: {
        accountId: who.accounts[0]!.accountId,
        personId: who.personId,
        firstName: "Maria",
        lastName: "Cruz",
        emailAddress: who.email,
        contactType: "TECHNICAL",
        message: "Hello",
      },
    });
    expect(failed.status).toBe(502);
    expect(failed.body.error.message).toBe("Submit Failed!");
  });
});
