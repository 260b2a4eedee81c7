/**
 * All the simulator's state, in one place: payment pages (from fixtures), open payment sessions,
 * transactions, the forced next outcome, faults, the request journal and the relay outbox.
 * Reset empties it and loads the fixtures again.
 */
import { type ForcedOutcomeRule, matchingRule } from "./protocol/forced-outcomes";
import {
  GATEWAY_MERCHANT,
  GATEWAY_PAYMENT_PAGES,
  GATEWAY_REPORTING_USER,
  GATEWAY_TERMINAL,
  type GatewayMerchant,
  type GatewayPaymentPage,
  type GatewayReportingUser,
  type GatewayTerminal,
} from "@paygpa/fixtures";
import { FaultRegistry, type InjectedFault } from "@paygpa/simulator-kit/control-api";
import { defaultPageSettings, type PageSettings } from "./hosted-page/page-settings";
import type { OutcomeSpec } from "./protocol/outcomes";
import type { RelayFields } from "./protocol/relay-response";
import type { GatewayTransaction } from "./protocol/transaction";

/** Overrides applied to every payment page, from the app's configuration. */
export interface PageOverrides {
  relayUrl?: string | undefined;
  returnUrl?: string | undefined;
}

/** A hosted-page checkout between the verified form POST and the card step. */
export interface PaymentSession {
  /** Unguessable id, part of the card form's URL. */
  id: string;
  login: string;
  sequence: string;
  timestamp: string;
  amountCents: number;
  currency: string;
  invoice: string;
  poNum: string;
  /** False when the form's `x_relay_response` was empty: no relay is sent. */
  relayResponse: boolean;
  /** The merchant's fields the relay echoes back. */
  echoed: Record<string, string>;
  /** The form's receipt link fields (`x_receipt_link_url`, `_method`, `_text`). */
  receiptLink: { url?: string; method?: string; text?: string };
  /** A test transaction (`x_test_request=TRUE`): no charge. */
  testRequest: boolean;
  /** "00" purchase (`x_type` AUTH_CAPTURE), "01" pre-authorization (AUTH_ONLY). */
  transactionType: "00" | "01";
  /** Epoch milliseconds (gateway clock). */
  createdAt: number;
  /**
   * 'open' takes a card (again after a decline); 'submitting' while a card is being charged and
   * relayed; 'completed' once a card was approved.
   */
  status: "open" | "submitting" | "completed";
  transactionTag: number | null;
}

/** Route groups of the public API: the hosted page, the direct transaction API, the Search API. */
export const ROUTE_GROUPS = ["payment", "transaction", "search"] as const;
export type RouteGroup = (typeof ROUTE_GROUPS)[number];

export interface JournalEntry {
  id: number;
  at: string;
  method: string;
  path: string;
  query: Record<string, string>;
  route: RouteGroup | null;
  status: number;
  durationMs: number;
  headers: Record<string, string>;
  /** The parsed body, with card numbers masked and CVV and passwords removed. */
  body: unknown;
  /** Why the simulator refused the request, when it did. */
  note?: string;
  /** Set when an injected fault shaped the answer. */
  fault?: InjectedFault;
}

/** "late": held back by a scenario, sent at `dueAt` (and then recorded again as delivered or failed). */
export type RelayStatus = "delivered" | "failed" | "dropped" | "late";

export interface OutboxEntry {
  id: number;
  at: string;
  url: string;
  transactionTag: number;
  invoice: string;
  status: RelayStatus;
  /** HTTP status of the relay target's answer; null when there was none. */
  responseStatus: number | null;
  error?: string;
  /** When a late relay will be sent. */
  dueAt?: string;
  /** "relay" (the default), a Relay Response Retry, or a Silent Post copy. */
  kind?: "relay" | "retry" | "silent-post";
  /** Whether the answer acknowledged the transaction (HTTP 200 with `X_GGE4_TRANSACTION_ID`). */
  acknowledged?: boolean;
  fields: RelayFields;
}

/** A scenario's hold on relay responses: all lost, or each sent late (docs/qa-guide.md). */
export type RelayHold = { lost: true } | { delaySeconds: number };

const MAX_LOG_ENTRIES = 1000;
const MAX_SESSIONS = 10_000;

export class GatewayStore {
  pages = new Map<string, GatewayPaymentPage>();
  /** Each page's settings (`hosted-page/page-settings.ts`), by `x_login`. */
  pageSettings = new Map<string, PageSettings>();
  /** Relay Response Retry timers not done yet: a reset cancels them. */
  relayRetries = new Set<NodeJS.Timeout>();
  terminal: GatewayTerminal = GATEWAY_TERMINAL;
  merchant: GatewayMerchant = GATEWAY_MERCHANT;
  /** TransArmor: whether the terminal issues tokens, and the tokens issued (token → card digits). */
  tokenization = false;
  tokens = new Map<string, { digits: string; cardType: string }>();
  /** The Search API's read-only reporting user. */
  reportingUser: GatewayReportingUser = GATEWAY_REPORTING_USER;
  sessions = new Map<string, PaymentSession>();
  /** The session each fingerprint opened (`x_login^x_fp_hash`): one fingerprint, one session. */
  sessionsByFingerprint = new Map<string, string>();
  transactions: GatewayTransaction[] = [];
  nextOutcome: OutcomeSpec | null = null;
  /** Forced outcome rules, used up in order (`POST /__control/forced-outcomes`). */
  forcedOutcomes: ForcedOutcomeRule[] = [];
  dropNextRelay = false;
  /** A scenario's outcome for every payment until the reset (after a forced next outcome). */
  standingOutcome: OutcomeSpec | null = null;
  relayHold: RelayHold | null = null;
  /** Late relays not sent yet: a reset cancels them. */
  lateRelays = new Set<NodeJS.Timeout>();
  /** Injected faults; the app binds them to the gateway's clock (their `holdSeconds`). */
  faults = new FaultRegistry();
  journal: JournalEntry[] = [];
  outbox: OutboxEntry[] = [];
  private sequence = 0;
  private logIds = 0;

  constructor(private overrides: PageOverrides = {}) {
    this.reset();
  }

  /** Apply the app's relay and return URLs to every page (and start afresh). */
  usePageOverrides(overrides: PageOverrides): void {
    this.overrides = { ...this.overrides, ...definedOnly(overrides) };
    this.reset();
  }

  /** Empty everything and load the fixtures again. */
  reset(): void {
    this.pages = new Map(
      GATEWAY_PAYMENT_PAGES.map((page) => [
        page.login,
        {
          ...page,
          acceptedBrands: [...page.acceptedBrands],
          relayUrl: this.overrides.relayUrl ?? page.relayUrl,
          returnUrl: this.overrides.returnUrl ?? page.returnUrl,
        },
      ]),
    );
    this.pageSettings = new Map(
      [...this.pages.values()].map((page) => [
        page.login,
        defaultPageSettings(page.returnUrl, page.hmacCalculation ?? "MD5"),
      ]),
    );
    for (const timer of this.relayRetries ?? []) clearInterval(timer);
    this.relayRetries = new Set();
    this.terminal = { ...GATEWAY_TERMINAL, acceptedBrands: [...GATEWAY_TERMINAL.acceptedBrands] };
    this.merchant = { ...GATEWAY_MERCHANT };
    this.reportingUser = { ...GATEWAY_REPORTING_USER };
    this.tokenization = false;
    this.tokens = new Map();
    this.sessions = new Map();
    this.sessionsByFingerprint = new Map();
    this.transactions = [];
    this.nextOutcome = null;
    this.forcedOutcomes = [];
    this.dropNextRelay = false;
    this.standingOutcome = null;
    this.relayHold = null;
    for (const timer of this.lateRelays ?? []) clearInterval(timer);
    this.lateRelays = new Set();
    this.faults.clear();
    this.journal = [];
    this.outbox = [];
    this.sequence = 0;
    this.logIds = 0;
  }

  /** A page's settings (the defaults for a page loaded after the reset). */
  settingsOf(page: GatewayPaymentPage): PageSettings {
    let settings = this.pageSettings.get(page.login);
    if (!settings) {
      settings = defaultPageSettings(page.returnUrl, page.hmacCalculation ?? "MD5");
      this.pageSettings.set(page.login, settings);
    }
    return settings;
  }

  /** The next `SequenceNo`, six digits. */
  nextSequenceNo(): string {
    this.sequence += 1;
    return String(this.sequence).padStart(6, "0");
  }

  /** The forced outcome, if any; it applies to one transaction only. */
  takeNextOutcome(): OutcomeSpec | null {
    const outcome = this.nextOutcome;
    this.nextOutcome = null;
    return outcome;
  }

  /** The forced outcome of the first rule for this card and amount, used once; spent rules go. */
  takeForcedOutcome(digits: string, amountCents: number): ForcedOutcomeRule | undefined {
    const rule = matchingRule(this.forcedOutcomes, digits, amountCents);
    if (!rule) return undefined;
    rule.remaining -= 1;
    this.forcedOutcomes = this.forcedOutcomes.filter((candidate) => candidate.remaining > 0);
    return rule;
  }

  takeDropNextRelay(): boolean {
    const drop = this.dropNextRelay;
    this.dropNextRelay = false;
    return drop;
  }

  /** Keep a session under its fingerprint; the oldest ones go when there are too many (a long-running demo). */
  addSession(session: PaymentSession, fingerprint: string): void {
    this.sessions.set(session.id, session);
    this.sessionsByFingerprint.set(fingerprint, session.id);
    for (const id of this.sessions.keys()) {
      if (this.sessions.size <= MAX_SESSIONS) break;
      this.sessions.delete(id);
    }
    for (const key of this.sessionsByFingerprint.keys()) {
      if (this.sessionsByFingerprint.size <= MAX_SESSIONS) break;
      this.sessionsByFingerprint.delete(key);
    }
  }

  /** The session a fingerprint already opened, if it is still kept. */
  sessionOfFingerprint(fingerprint: string): PaymentSession | undefined {
    const id = this.sessionsByFingerprint.get(fingerprint);
    return id === undefined ? undefined : this.sessions.get(id);
  }

  /**
   * The TransArmor token of a card: 16 digits, the same for one card number every time, ending in
   * the card's last four (TransArmor Tokenization).
   */
  tokenFor(digits: string, cardType: string, random: () => number = Math.random): string {
    for (const [token, card] of this.tokens) if (card.digits === digits) return token;
    let token: string;
    do {
      token = `9${String(Math.floor(random() * 1e11)).padStart(11, "0")}${digits.slice(-4)}`;
    } while (this.tokens.has(token));
    this.tokens.set(token, { digits, cardType });
    return token;
  }

  addTransaction(transaction: GatewayTransaction): void {
    this.transactions.push(transaction);
  }

  transactionByTag(tag: number): GatewayTransaction | undefined {
    return this.transactions.find((transaction) => transaction.transactionTag === tag);
  }

  transactionsForInvoice(invoice: string): GatewayTransaction[] {
    return this.transactions.filter((transaction) => transaction.invoice === invoice);
  }

  hasTag(tag: number): boolean {
    return this.transactions.some((transaction) => transaction.transactionTag === tag);
  }

  record(entry: Omit<JournalEntry, "id">): void {
    this.logIds += 1;
    this.journal.push({ id: this.logIds, ...entry });
    if (this.journal.length > MAX_LOG_ENTRIES) this.journal.shift();
  }

  recordRelay(entry: Omit<OutboxEntry, "id">): OutboxEntry {
    this.logIds += 1;
    const recorded = { id: this.logIds, ...entry };
    this.outbox.push(recorded);
    if (this.outbox.length > MAX_LOG_ENTRIES) this.outbox.shift();
    return recorded;
  }

  /** Empties the journal; answers how many entries it had. */
  clearJournal(): number {
    const cleared = this.journal.length;
    this.journal = [];
    return cleared;
  }
}

function definedOnly(overrides: PageOverrides): PageOverrides {
  return Object.fromEntries(Object.entries(overrides).filter(([, value]) => value !== undefined));
}
