/**
 * Oracle's "Update Account Person" (C1-Account, `PUT …/v-model/accounts/{accountId}/persons`) as a
 * client written from Oracle's REST pages calls it (decision 036, amended): the paperless setting of
 * spec 002 §7 is the main customer's bill route type, read back by Get Account, in the one world.
 */
import { customerPersona } from "@paygpa/fixtures";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { refusal, type Simulator, startSimulator } from "./simulator";

let ccb: Simulator;
beforeAll(async () => {
  ccb = await startSimulator();
});
beforeEach(() => ccb.reset());
afterAll(() => ccb.close());

const API = "/rest/apis";
const maria = customerPersona("postpaid-current");
const accountId = maria.accounts[0]!.accountId;
const accountPath = `${API}/customer/v-model/accounts/${accountId}`;

const routeOfMain = async () => {
  const { body } = await ccb.get(accountPath);
  const main = body.accountPersons._data.find((link: { isMainCustomer: boolean }) => link.isMainCustomer);
  return main.billRouteType.billRouteType as string;
};

describe("Update Account Person's bill route type", () => {
  it("changes how the account's bill is sent, as Get Account then shows it", async () => {
    const before = await routeOfMain();
    const other = before === "ONLINE" ? "POSTAL" : "ONLINE";
    const { status, body } = await ccb.put(`${accountPath}/persons`, {
      person: { personId: maria.personId },
      billRouteType: { billRouteType: other },
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      person: { personId: maria.personId },
      billRouteType: { billRouteType: other },
    });
    expect(await routeOfMain()).toBe(other);
  });

  it("refuses a route type GPA does not use, and a person not of the account, changing nothing", async () => {
    const before = await routeOfMain();
    const fax = await ccb.put(`${accountPath}/persons`, {
      person: { personId: maria.personId },
      billRouteType: { billRouteType: "FAX" },
    });
    expect(fax.status).toBe(400);
    expect(refusal(fax.body)).toMatchObject({ status: 400 });
    const stranger = await ccb.put(`${accountPath}/persons`, {
      person: { personId: "9999999999" },
      billRouteType: { billRouteType: "ONLINE" },
    });
    expect(stranger.status).toBe(400);
    expect(await routeOfMain()).toBe(before);
  });

  it("answers 400 with the problem detail document to an unknown account", async () => {
    const answer = await ccb.put(`${API}/customer/v-model/accounts/9999999999/persons`, {
      person: { personId: maria.personId },
      billRouteType: { billRouteType: "ONLINE" },
    });
    expect(answer.status).toBe(400);
    expect(refusal(answer.body)).toMatchObject({ code: "ACCOUNT_NOT_FOUND", status: 400 });
  });
});
