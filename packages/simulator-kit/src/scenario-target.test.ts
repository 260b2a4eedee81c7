import { describe, expect, it } from "vitest";
import { defineScenario } from "./scenario";
import { parseScenarioTarget, scenarioScope, targetedSteps } from "./scenario-target";

const locked = defineScenario({
  name: "web-user-locked",
  description: "maria.cruz's web user is locked.",
  shows: "The locked-user message.",
  check: "Log in as maria.cruz: refused as locked.",
  steps: [{ service: "ccb-simulator", world: { change: "web-user", username: "maria.cruz", locked: true } }],
});
const overdue = defineScenario({
  name: "account-overdue",
  description: "Arrears on 1000000001.",
  shows: "The red due date.",
  check: "Due Now of 1000000001.",
  steps: [
    {
      service: "ccb-simulator",
      world: { change: "overdue", account: "1000000001", arrears: 250, daysLate: 12 },
    },
  ],
});
const down = defineScenario({
  name: "billing-down",
  description: "Billing answers 503.",
  shows: "Login's message.",
  check: "Log in.",
  steps: [{ service: "ccb-simulator", fault: { route: "*", status: 503 } }],
});

describe("a scenario applied to a trainee or another account", () => {
  it("changes trainee 2's copy of the persona it names, not the base persona", () => {
    expect(targetedSteps(locked.steps, { trainee: 2 })).toEqual([
      { service: "ccb-simulator", world: { change: "web-user", username: "maria.cruz.02", locked: true } },
    ]);
    expect(targetedSteps(overdue.steps, { trainee: 2 })[0]).toMatchObject({
      world: { account: "1000020001" },
    });
  });

  it("changes another account or web user when one is named, and the base persona by default", () => {
    expect(targetedSteps(overdue.steps, { account: "1000000002" })[0]).toMatchObject({
      world: { account: "1000000002" },
    });
    expect(targetedSteps(locked.steps, { username: "jose.santos" })[0]).toMatchObject({
      world: { username: "jose.santos" },
    });
    expect(targetedSteps(locked.steps, {})).toEqual(locked.steps);
  });

  it("tells persona scenarios from whole-system ones", () => {
    expect(scenarioScope(locked)).toBe("persona");
    expect(scenarioScope(down)).toBe("system");
  });

  it("reads a target from a request body and refuses what is not one", () => {
    expect(parseScenarioTarget(undefined)).toEqual({});
    expect(parseScenarioTarget({ trainee: 2 })).toEqual({ trainee: 2 });
    expect(parseScenarioTarget({ trainee: 0 })).toMatch(/trainee/);
    expect(parseScenarioTarget({ account: "12" })).toMatch(/10-digit/);
    expect(parseScenarioTarget({ persona: "x" })).toMatch(/unknown target field/);
  });
});
