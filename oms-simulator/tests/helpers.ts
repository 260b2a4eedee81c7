/** Test harness: the outage-system simulator on port 0, on a manual clock, with a small world. */
import type { AddressInfo } from "node:net";
import { controlTokenHeaders, TEST_CONTROL_ACCESS } from "@paygpa/runtime/control-access";
import { manualClock } from "@paygpa/simulator-kit";
import { createApp, type OmsConfig } from "../src/index";

export interface Simulator {
  url: string;
  app: ReturnType<typeof createApp>;
  close(): Promise<void>;
}

/** 09:00 Guam time on 2 March 2026. */
export const START = new Date("2026-03-01T23:00:00Z");

export async function startSimulator(config: OmsConfig = {}): Promise<Simulator> {
  const app = createApp(
    { bulkCustomers: 200, today: "2026-03-02", ...config },
    { clock: manualClock(START), control: TEST_CONTROL_ACCESS },
  );
  const server = app.listen(0, "127.0.0.1");
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, app, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

// biome-ignore lint/suspicious/noExplicitAny: tests read the JSON answers loosely
type Json = any;

export async function nms(
  sim: Simulator,
  call: string,
  body?: unknown,
): Promise<{ status: number; body: Json }> {
  const response = await fetch(`${sim.url}/nms/integration/${call}`, {
    method: body === undefined ? "GET" : "POST",
    headers: { "content-type": "application/json" },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: await response.json() };
}

export async function control(sim: Simulator, method: string, path: string, body?: unknown) {
  const response = await fetch(`${sim.url}/__control${path}`, {
    method,
    headers: { ...controlTokenHeaders(), "content-type": "application/json" },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as Json };
}

/** Moves the simulator's clock forward, as QA does through the control API. */
export async function advance(sim: Simulator, minutes: number): Promise<void> {
  const now = new Date(sim.app.oms.clock.now().getTime() + minutes * 60_000);
  const answer = await control(sim, "PUT", "/clock", { now: now.toISOString() });
  if (answer.status !== 200) throw new Error(`clock: ${JSON.stringify(answer.body)}`);
}

/** maria.cruz's service point (account 1000000001). */
export function mariasServicePoint(sim: Simulator) {
  const sp = sim.app.oms.network.byAccount.get("1000000001")?.[0];
  if (!sp) throw new Error("maria.cruz has no service point");
  return sp;
}

/** Another service point on the same transformer as `spId`, if there is one. */
export function neighbour(sim: Simulator, spId: string) {
  const sp = sim.app.oms.network.bySpId.get(spId);
  return sim.app.oms.network.network.servicePoints.find(
    (o) => o.transformer === sp?.transformer && o.spId !== spId,
  );
}

export async function village(sim: Simulator, name: string) {
  const answer = await nms(sim, `outageSummary?village=${encodeURIComponent(name)}`);
  return answer.body.villages[0] as { customersServed: number; customersOut: number; outages: number };
}
