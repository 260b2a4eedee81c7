/** What every route of the simulator works with: settings, the store and the injected dependencies. */
import type { ControlAccess } from "@paygpa/runtime/control-access";
import type { PinoLogger } from "@paygpa/runtime/logging";
import type { Clock, RunIds } from "@paygpa/simulator-kit";
import type { InjectedFault } from "@paygpa/simulator-kit/control-api";
import type { ParameterizedContext } from "koa";
import type { SmsSettings } from "./config";
import type { SmsStore } from "./store";

/** Sends one webhook: a signed form POST; answers the status and the body. */
export type WebhookSender = (
  url: string,
  form: Readonly<Record<string, string>>,
  headers: Readonly<Record<string, string>>,
) => Promise<{ status: number; body: string }>;

export interface SmsDeps {
  clock: Clock;
  control: ControlAccess;
  ids?: RunIds;
  store?: SmsStore;
  webhook?: WebhookSender;
  logger?: PinoLogger;
}

export interface SmsContext {
  settings: SmsSettings;
  store: SmsStore;
  clock: Clock;
  ids: RunIds;
  webhook: WebhookSender;
  /** Status steps still to run; a reset cancels them. */
  timers: Set<ReturnType<typeof setTimeout>>;
}

export interface SmsState {
  journalNote?: string;
  fault?: InjectedFault;
  requestId?: string;
}

export type SmsKoaContext = ParameterizedContext<SmsState>;
