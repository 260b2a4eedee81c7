/**
 * The BFF's calls to the simulators' control APIs (docs/simulator-control.md), so that one system
 * call resets, clocks, faults and sets up scenarios on billing, gateway and BFF together. One control
 * token serves the whole system (`@paygpa/runtime/control-access`).
 */
import { controlTokenHeaders } from "@paygpa/runtime/control-access";

export type SimulatorName = "ccb-simulator" | "gateway-simulator" | "sms-simulator" | "oms-simulator";

export interface SimulatorAnswer {
  ok: boolean;
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: a control answer is passed on to the caller as it came.
  body: any;
}

export interface SimulatorControl {
  readonly names: readonly SimulatorName[];
  call(service: SimulatorName, method: string, path: string, body?: unknown): Promise<SimulatorAnswer>;
  /** The same call on every simulator, answered by service (the sms- and oms-simulators' only where they run). */
  each(method: string, path: string, body?: unknown): Promise<Record<SimulatorName, SimulatorAnswer>>;
}

/** A simulator that does not answer: the system call says so per service instead of failing whole. */
function unreachable(error: unknown): SimulatorAnswer {
  return { ok: false, status: 0, body: { error: { code: "UNREACHABLE", message: String(error) } } };
}

export function simulatorControl(
  /** Billing and gateway always; the sms- and oms-simulators where this stack runs them. */
  urls: Partial<Record<SimulatorName, string>>,
  token: string,
  timeoutMs = 30_000,
): SimulatorControl {
  const names = (Object.keys(urls) as SimulatorName[]).filter((name) => urls[name]);
  const call: SimulatorControl["call"] = async (service, method, path, body) => {
    try {
      const response = await fetch(`${urls[service]}/__control${path}`, {
        method,
        headers: {
          ...controlTokenHeaders(token),
          accept: "application/json",
          ...(body === undefined ? {} : { "content-type": "application/json" }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
      const text = await response.text();
      return { ok: response.ok, status: response.status, body: text ? JSON.parse(text) : null };
    } catch (error) {
      return unreachable(error);
    }
  };
  return {
    names,
    call,
    async each(method, path, body) {
      const answers = await Promise.all(names.map((name) => call(name, method, path, body)));
      return Object.fromEntries(names.map((name, index) => [name, answers[index]])) as Record<
        SimulatorName,
        SimulatorAnswer
      >;
    },
  };
}
