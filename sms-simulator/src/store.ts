/**
 * The simulator's state: the account's messages (outbound and inbound), the opt-out list, the
 * status callbacks and incoming-message webhooks it sent, forced delivery failures, the journal and
 * the faults. A reset empties it all.
 */
import { FaultRegistry, type InjectedFault } from "@paygpa/simulator-kit/control-api";
import type { DeliveryErrorCode } from "./protocol/errors";
import type { StoredMessage } from "./protocol/message-resource";

export interface JournalEntry {
  id: number;
  at: string;
  method: string;
  path: string;
  query: Record<string, string>;
  status: number;
  durationMs: number;
  headers: Record<string, string>;
  body: unknown;
  note?: string;
  fault?: InjectedFault;
}

/** One request the simulator sent to the application: a status callback or an incoming message. */
export interface WebhookEntry {
  id: number;
  at: string;
  kind: "status-callback" | "incoming-message";
  url: string;
  messageSid: string;
  params: Record<string, string>;
  /** HTTP status of the application's answer; null when there was none. */
  responseStatus: number | null;
  error?: string;
}

export const MAX_LOG_ENTRIES = 1000;

function appendBounded<T>(log: T[], entry: T): T {
  log.push(entry);
  if (log.length > MAX_LOG_ENTRIES) log.shift();
  return entry;
}

export class SmsStore {
  faults: FaultRegistry = new FaultRegistry(() => new Date());
  readonly messages = new Map<string, StoredMessage>();
  /** Sender and recipient pairs that replied STOP ("from|to", the sender being ours). */
  readonly optOuts = new Set<string>();
  /** Delivery failures forced for a recipient, every text to it until cleared. */
  readonly forcedFailures = new Map<string, DeliveryErrorCode>();
  /** A failure for the next text only, whoever it goes to. */
  nextFailure: DeliveryErrorCode | null = null;
  /** A failure for every text (the "texts-undelivered" scenario). */
  alwaysFail: DeliveryErrorCode | null = null;
  journal: JournalEntry[] = [];
  webhooks: WebhookEntry[] = [];
  private nextId = 1;

  reset(): void {
    this.messages.clear();
    this.optOuts.clear();
    this.forcedFailures.clear();
    this.nextFailure = null;
    this.alwaysFail = null;
    this.journal = [];
    this.webhooks = [];
    this.nextId = 1;
  }

  record(entry: Omit<JournalEntry, "id">): JournalEntry {
    return appendBounded(this.journal, { id: this.nextId++, ...entry });
  }

  clearJournal(): number {
    const cleared = this.journal.length;
    this.journal = [];
    return cleared;
  }

  recordWebhook(entry: Omit<WebhookEntry, "id">): WebhookEntry {
    return appendBounded(this.webhooks, { id: this.nextId++, ...entry });
  }

  add(message: StoredMessage): StoredMessage {
    this.messages.set(message.sid, message);
    if (this.messages.size > MAX_LOG_ENTRIES) {
      const oldest = this.messages.keys().next().value;
      if (oldest !== undefined) this.messages.delete(oldest);
    }
    return message;
  }

  /** Newest first, as the API lists them ("sorted by the DateSent field, with the most recent first"). */
  newestFirst(): StoredMessage[] {
    return [...this.messages.values()].reverse();
  }

  isOptedOut(sender: string, recipient: string): boolean {
    return this.optOuts.has(`${sender}|${recipient}`);
  }

  setOptOut(sender: string, recipient: string, optedOut: boolean): void {
    if (optedOut) this.optOuts.add(`${sender}|${recipient}`);
    else this.optOuts.delete(`${sender}|${recipient}`);
  }

  /** The failure the next text to `to` meets, if one was forced (the one-shot one is used up). */
  takeFailure(to: string): DeliveryErrorCode | null {
    if (this.nextFailure !== null) {
      const code = this.nextFailure;
      this.nextFailure = null;
      return code;
    }
    return this.forcedFailures.get(to) ?? this.alwaysFail;
  }
}
