/** What every route of the simulator works with: settings, the store and the injected dependencies. */
import type { Clock, RunIds } from "@paygpa/simulator-kit";
import type { ControlAccess } from "@paygpa/runtime/control-access";
import type { InjectedFault } from "@paygpa/simulator-kit/control-api";
import type { PinoLogger } from "@paygpa/runtime/logging";
import type { StackIdentity } from "@paygpa/runtime/stack-identity";
import type { ParameterizedContext } from "koa";
import type { GatewaySettings } from "./config";
import type { GatewayStore } from "./store";

/** Sends one relay response: a form POST to the relay URL. */
export type RelaySender = (url: string, form: Readonly<Record<string, string>>) => Promise<Response>;

export interface GatewayDeps {
  clock: Clock;
  /** Who may use `/__control/*`: the control token, loopback only unless remote control is allowed. */
  control: ControlAccess;
  /**
   * Where the gateway's numbers come from (transaction tags, authorization and retrieval numbers,
   * TransArmor tokens): seeded by PAYGPA_SEED, started again by a reset. Unseeded by default.
   */
  ids?: RunIds;
  /** Uniform in [0, 1): overrides the id source's draws (tests that need a given tag). */
  random?: () => number;
  /** The relay transport; a fetch form POST by default. */
  relay?: RelaySender;
  /** The state; a fresh store loaded from fixtures by default. Tests pass one to inspect it. */
  store?: GatewayStore;
  /** Where the request lines and errors go (the shared JSON format); silent by default, for tests. */
  logger?: PinoLogger;
  /** This run's stack id and the peers to check, for `/health` and `/ready` (decision 037). */
  stack?: StackIdentity;
}

export interface GatewayContext {
  settings: GatewaySettings;
  store: GatewayStore;
  clock: Clock;
  ids: RunIds;
  random: () => number;
  relay: RelaySender;
}

/** Koa state the simulator's middleware reads. */
export interface GatewayState {
  /** Why a request was refused, for the journal. */
  journalNote?: string;
  /** The injected fault that shaped the answer, for the journal. */
  fault?: InjectedFault;
  /** The request id (the correlation id), set by the request log. */
  requestId?: string;
}

/** A Koa context of the simulator. */
export type GatewayKoaContext = ParameterizedContext<GatewayState>;
