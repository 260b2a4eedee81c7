/** What every route of the simulator works with: settings, the book and the injected dependencies. */
import type { ControlAccess } from "@paygpa/runtime/control-access";
import type { PinoLogger } from "@paygpa/runtime/logging";
import type { StackIdentity } from "@paygpa/runtime/stack-identity";
import type { Clock, RunIds } from "@paygpa/simulator-kit";
import type { FaultRegistry, InjectedFault, Journal } from "@paygpa/simulator-kit/control-api";
import type { ParameterizedContext } from "koa";
import type { OmsSettings } from "./config";
import type { OutageBook } from "./model/book";
import type { NetworkIndex } from "./model/network-index";
import type { BookQueries } from "./model/queries";

export interface OmsDeps {
  clock: Clock;
  control: ControlAccess;
  ids?: RunIds;
  logger?: PinoLogger;
  stack?: StackIdentity;
}

export interface JournalEntry {
  at: string;
  method: string;
  path: string;
  status: number;
  durationMs: number;
  headers: Record<string, string>;
  body: unknown;
  note?: string;
  fault?: InjectedFault;
}

export interface OmsContext {
  settings: OmsSettings;
  clock: Clock;
  ids: RunIds;
  network: NetworkIndex;
  /** Replaced by a reset (a new, empty book on the same network). */
  book: OutageBook;
  queries: BookQueries;
  faults: FaultRegistry;
  journal: Journal<JournalEntry>;
}

export interface OmsState {
  journalNote?: string;
  fault?: InjectedFault;
  requestId?: string;
}

export type OmsKoaContext = ParameterizedContext<OmsState>;
