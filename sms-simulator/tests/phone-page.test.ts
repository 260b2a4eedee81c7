/** The phone view's page: served with the token, its script well-formed. */
import { controlTokenHeaders } from "@paygpa/runtime/control-access";
import { afterAll, beforeAll, expect, it } from "vitest";
import { type Simulator, startSimulator } from "./helpers";

let sim: Simulator;
beforeAll(async () => {
  sim = await startSimulator();
});
afterAll(() => sim.close());

it("holds no data itself, reads the texts only with the control token, and its script parses", async () => {
  expect((await fetch(`${sim.url}/__control/messages`)).status).toBe(401);
  expect((await fetch(`${sim.url}/__control/messages`, { headers: controlTokenHeaders() })).status).toBe(200);
  const page = await (await fetch(`${sim.url}/phone`)).text();
  expect(page).toContain("Texts from +16715550100");
  const script = /<script type="module">([\s\S]*)<\/script>/.exec(page)?.[1] ?? "";
  expect(script).toContain("/__control/phone/reply");
  expect(() => new Function(script)).not.toThrow();
});
