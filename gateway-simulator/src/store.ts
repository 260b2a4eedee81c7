/**
 * All the simulator's state, in one place: payment pages (from fixtures) and their settings, the
 * terminal and its TransArmor tokens, open payment sessions, transactions, forced outcomes, faults,
 * the request journal and the relay outbox. Reset empties it and loads the fixtures again. What
 * each part keeps is defined beside its users: `hosted-page/payment-session.ts`, `journal.ts`,
 * `protocol/transarmor.ts`.
 */
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
import { FaultRegistry } from "@paygpa/simulator-kit/control-api";
import { defaultPageSettings, type PageSettings } from "./hosted-page/page-settings";
import { type PaymentSession, PaymentSessions } from "./hosted-page/payment-session";
import { appendBounded, type JournalEntry, type OutboxEntry, type RelayHold } from "./journal";
import { type ForcedOutcomeRule, matchingRule } from "./protocol/forced-outcomes";
import type { OutcomeSpec } from "./protocol/outcomes";
import type { GatewayTransaction } from "./protocol/transaction";
import { TokenVault } from "./protocol/transarmor";

export type { PaymentSession } from "./hosted-page/payment-session";
export {
  type JournalEntry,
  type OutboxEntry,
  type RelayHold,
  type RelayStatus,
  ROUTE_GROUPS,
  type RouteGroup,
} from "./journal";

/** Overrides applied to every payment page, from the app's configuration. */
export interface PageOverrides {
  relayUrl?: string | undefined;
  returnUrl?: string | undefined;
  /** The terminal's TransArmor setting a reset returns to (config `tokenization`). */
  tokenization?: boolean | undefined;
}

export class GatewayStore {
  pages = new Map<string, GatewayPaymentPage>();
  /** Each page's settings (`hosted-page/page-settings.ts`), by `x_login`. */
  pageSettings = new Map<string, PageSettings>();
  /** Relay Response Retry timers not done yet: a reset cancels them. */
  relayRetries = new Set<NodeJS.Timeout>();
  terminal: GatewayTerminal = GATEWAY_TERMINAL;
  merchant: GatewayMerchant = GATEWAY_MERCHANT;
  /** TransArmor: whether the terminal issues tokens, and the tokens issued. */
  transarmor = new TokenVault();
  /** The Search API's read-only reporting user. */
  reportingUser: GatewayReportingUser = GATEWAY_REPORTING_USER;
  sessions = new PaymentSessions();
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
    this.transarmor = new TokenVault();
    this.transarmor.enabled = this.overrides.tokenization ?? false;
    this.sessions = new PaymentSessions();
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

  /** Keep a session under its fingerprint (one fingerprint, one session). */
  addSession(session: PaymentSession, fingerprint: string): void {
    this.sessions.add(session, fingerprint);
  }

  /** The session a fingerprint already opened, if it is still kept. */
  sessionOfFingerprint(fingerprint: string): PaymentSession | undefined {
    return this.sessions.ofFingerprint(fingerprint);
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
    appendBounded(this.journal, { id: this.logIds, ...entry });
  }

  recordRelay(entry: Omit<OutboxEntry, "id">): OutboxEntry {
    this.logIds += 1;
    return appendBounded(this.outbox, { id: this.logIds, ...entry });
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
