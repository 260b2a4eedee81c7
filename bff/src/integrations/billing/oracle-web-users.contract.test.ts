/**
 * A sign-up's web access through Oracle's Update / Delete Web User (C1-WebUser, decision 036), on
 * answers shaped as Oracle's page nests them, with the page's example values (Create Web User,
 * `…/framework/2510/restapi/op-rest-apis-customer-service-webusers-post.html`: webUserName
 * "testUser31", webUserActiveInactive "C1AC", person.personId "8964620166"; the web user id example
 * "1213348966" of Update Web User Account's page): what the adapter sends, and no CM call; a sign-up
 * held without the id goes through the CM operation by its name.
 */
import { describe, expect, it } from "vitest";
import { BillingRejected } from "./billing-errors";
import { adapter, problem, recordedCcb } from "./ccb-recorded.test-support";

const WEB_USER_ID = "1213348966";
const oracleWebUser = (status: "C1AC" | "C1IN") => ({
  webUserId: WEB_USER_ID,
  webUserName: "testUser31",
  webUserActiveInactive: status,
  person: { personId: "8964620166" },
  version: 2,
});
const held = { username: "testUser31", webUserId: WEB_USER_ID };
const noCmCall = (ccb: ReturnType<typeof recordedCcb>) =>
  expect(ccb.sent.some((call) => call.url.pathname.includes("/cm/"))).toBe(false);

describe("a confirmed sign-up's web access (Update Web User)", () => {
  it("sets the web user Active by its id", async () => {
    const ccb = recordedCcb([{ status: 200, body: oracleWebUser("C1AC") }]);
    await adapter(ccb).allowWebAccess(held);
    expect(ccb.sent[0]?.method).toBe("PUT");
    expect(ccb.sent[0]?.url.pathname).toBe(`/ouaf/rest/apis/customer/service/webUsers/${WEB_USER_ID}`);
    expect(ccb.sent[0]?.body).toEqual({ webUserActiveInactive: "C1AC" });
    noCmCall(ccb);
  });

  it("reads Oracle's refusal of an unknown web user as billing not knowing the user", async () => {
    const ccb = recordedCcb([{ status: 400, body: problem(400, "90000", "2003", "Web user doesn't exist") }]);
    const refused = await adapter(ccb)
      .allowWebAccess(held)
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(BillingRejected);
    expect((refused as BillingRejected).reason).toBe("unknown-user");
  });

  it("goes through CM-WebUserAllow by the login name for a sign-up held without the id", async () => {
    const ccb = recordedCcb([{ status: 200, body: { result: { status: "Success" } } }]);
    await adapter(ccb).allowWebAccess({ username: "testUser31", webUserId: null });
    expect(ccb.sent[0]?.method).toBe("POST");
    expect(ccb.sent[0]?.url.pathname).toBe("/ouaf/rest/apis/cm/webUsers/allowWebAccess");
    expect(ccb.sent[0]?.body).toEqual({ username: "testUser31" });
  });
});

describe("a replaced sign-up's web user (Delete Web User)", () => {
  it("is deleted by its id", async () => {
    const ccb = recordedCcb([{ status: 200, body: oracleWebUser("C1IN") }]);
    await adapter(ccb).removeWebUser(held);
    expect(ccb.sent[0]?.method).toBe("DELETE");
    expect(ccb.sent[0]?.url.pathname).toBe(`/ouaf/rest/apis/customer/service/webUsers/${WEB_USER_ID}`);
    expect(ccb.sent[0]?.body).toBeUndefined();
    noCmCall(ccb);
  });

  it("is refused while it has web access, as billing says", async () => {
    const ccb = recordedCcb([
      {
        status: 400,
        body: problem(400, "90000", "3003", "This web user has web access; it cannot be removed."),
      },
    ]);
    const refused = await adapter(ccb)
      .removeWebUser(held)
      .catch((error: unknown) => error);
    expect((refused as BillingRejected).reason).toBe("web-access-allowed");
  });
});

describe("a new sign-up's web user (CM-WebUserAdd)", () => {
  it("keeps the web user id billing answers, for Update / Delete Web User", async () => {
    const ccb = recordedCcb([
      {
        status: 201,
        body: {
          result: { status: "True" },
          username: "testUser31",
          PersonID: "8964620166",
          webUserId: WEB_USER_ID,
        },
      },
    ]);
    const created = await adapter(ccb).createWebUser({
      personId: "8964620166",
      username: "testUser31",
      password: "Signup#2026",
      securityQuestion: "PET",
      securityAnswer: "Rex",
      webAccess: "not-allowed",
    });
    expect(created).toEqual({ username: "testUser31", personId: "8964620166", webUserId: WEB_USER_ID });
  });
});
