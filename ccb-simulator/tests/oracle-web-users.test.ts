/**
 * Oracle's Update Web User and Delete Web User (C1-WebUser, `…/service/webUsers/{webUserId}`,
 * "Web User REST Endpoints") as the BFF calls them for a sign-up (decision 036): the web user id is
 * the one CM-WebUserAdd answered; Active (C1AC) lets the web user log in; only a web user that never
 * had web access can be deleted; an unknown id is Oracle's 400 problem detail document.
 */
import personasFile from "@paygpa/fixtures/personas.json" with { type: "json" };
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { refusal, type Simulator, startSimulator } from "./simulator";

let sim: Simulator;
beforeAll(async () => {
  sim = await startSimulator();
});
beforeEach(() => sim.reset());
afterAll(() => sim.close());

const per = personasFile.unregistered.find((c) => c.key === "unregistered-per")!;
const WEB_USERS = "/rest/apis/customer/service/webUsers";

const signUpNotAllowed = async () => {
  const created = await sim.post("/rest/apis/cm/webUsers/create", {
    PersonID: per.personId,
    username: "ignacio.f",
    password: "Signup#2026",
    securityQuestion: "PET",
    securityAnswer: "Rex",
    webAccessFlag: "NALW",
  });
  expect(created.status).toBe(201);
  expect(created.body.webUserId).toMatch(/^\d{10}$/);
  return created.body.webUserId as string;
};

describe("a sign-up's web user through Oracle's Web User service", () => {
  it("is allowed web access by Update Web User (C1AC) with the id CM-WebUserAdd answered", async () => {
    const webUserId = await signUpNotAllowed();
    expect((await sim.login("ignacio.f", "Signup#2026")).body.loginSuccessful).toBe(false);
    const updated = await sim.put(`${WEB_USERS}/${webUserId}`, { webUserActiveInactive: "C1AC" });
    expect(updated.status).toBe(200);
    expect(updated.body).toEqual({
      webUserId,
      webUserName: "ignacio.f",
      webUserActiveInactive: "C1AC",
      person: { personId: per.personId },
    });
    expect((await sim.login("ignacio.f", "Signup#2026")).body.loginSuccessful).toBe(true);
    expect((await sim.get(`${WEB_USERS}/${webUserId}`)).body.webUserActiveInactive).toBe("C1AC");
  });

  it("is removed by Delete Web User while it never had web access, and refused once it has", async () => {
    const webUserId = await signUpNotAllowed();
    const removed = await sim.del(`${WEB_USERS}/${webUserId}`);
    expect(removed.status).toBe(200);
    expect(removed.body.webUserName).toBe("ignacio.f");
    expect((await sim.get(`${WEB_USERS}/${webUserId}`)).status).toBe(400);

    const again = await signUpNotAllowed();
    await sim.put(`${WEB_USERS}/${again}`, { webUserActiveInactive: "C1AC" });
    const refused = await sim.del(`${WEB_USERS}/${again}`);
    expect(refused.status).toBe(400);
    expect(refusal(refused.body).code).toBe("WEB_ACCESS_ALLOWED");
    expect((await sim.login("ignacio.f", "Signup#2026")).body.loginSuccessful).toBe(true);
  });

  it("refuses an unknown id and a status Oracle does not list, changing nothing", async () => {
    const webUserId = await signUpNotAllowed();
    const unknown = await sim.put(`${WEB_USERS}/1399999999`, { webUserActiveInactive: "C1AC" });
    expect(unknown.status).toBe(400);
    expect(refusal(unknown.body).code).toBe("USERNAME_NOT_FOUND");
    const bad = await sim.put(`${WEB_USERS}/${webUserId}`, { webUserActiveInactive: "ALWD" });
    expect(bad.status).toBe(400);
    expect((await sim.get(`${WEB_USERS}/${webUserId}`)).body.webUserActiveInactive).toBe("C1IN");
  });
});
