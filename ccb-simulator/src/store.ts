/**
 * All of the simulator's state, in memory, built from the fixtures. Reset is "build it again".
 * Web users keep a salted digest of their password; the plain text of the fixtures is dropped.
 */
import {
  type Account,
  type Bill,
  type BillingWorld,
  type CustomerContact,
  type FinancialTransaction,
  generateWorld,
  traineeWorld,
  type MonthlyConsumption,
  type Person,
  type PrepaidDailyUsage,
  type Premise,
  type SecurityQuestion,
  type ServiceAgreement,
} from "@paygpa/fixtures";
import { type IsoDate, type RunIds, runIds, type WorldChange } from "@paygpa/simulator-kit";
import { withTraineeReplaced } from "./control/classroom";
import type { CcbSimulatorConfig } from "./config";
import { LoadedWorld, type StoreCounts, type StoredWebUser, worldCounts } from "./loaded-world";
import { digestPassword, passwordMatches } from "./web-users/passwords";
import {
  type PaymentToPost,
  type PostedPayment,
  paymentsByExternalReference,
  postedPayments,
  postPayment,
} from "./payments/payment-posting";
import { WorldChanges, type WorldChangeRecord } from "./control/world-changes";
import type { ArrangementDetail } from "./payment-arrangements/payment-arrangements";
import { BillingCycle } from "./cycle/billing-cycle";
import type { CycleEvent } from "./cycle/cycle-records";
import { upcomingEvents } from "./cycle/upcoming-events";
import type { UsageEdit } from "./usage/usage-edits";

export type { StoreCounts, StoredWebUser } from "./loaded-world";

export class CcbStore {
  private loaded: LoadedWorld;
  /** The billing cycle on the clock: bills, notices, prepaid usage (src/cycle/, decision 029). */
  readonly cycle: BillingCycle;
  /** The ids billing mints (payment ids): they start again on a reset, so a script's runs repeat. */
  private readonly ids: RunIds;

  constructor(
    private readonly config: Pick<CcbSimulatorConfig, "seed" | "bulkCustomers" | "trainees">,
    private readonly randomBytes: (size: number) => Buffer,
    today: IsoDate,
  ) {
    this.ids = runIds(config.seed);
    this.loaded = this.build(today);
    this.cycle = new BillingCycle(() => this.loaded, today);
  }

  /** Throw the state away and build the fixtures again for `today` (world changes are undone). */
  reset(today: IsoDate): void {
    this.loaded = this.build(today);
    this.ids.restart();
    this.changes = [];
    this.worldChanges.reset();
    this.arrangementDetails.clear();
    this.cycle.reset(today);
  }

  /** The cycle's next events for these accounts (the console's "next billing events"). */
  upcomingCycleEvents(accounts: readonly Account[], limit: number): CycleEvent[] {
    return upcomingEvents(this.cycle, this.loaded, accounts, limit);
  }

  private changes: WorldChangeRecord[] = [];
  private readonly worldChanges = new WorldChanges(
    () => this.loaded,
    (user) => this.addWebUser({ ...user, webAccessFlag: "ALWD" }),
  );

  /** A change of the world at run time (docs/qa-guide.md), validated, then kept in the change journal. */
  applyWorldChange(change: WorldChange, at: Date, today: IsoDate): WorldChangeRecord {
    const created = this.worldChanges.apply(change, today);
    // A new web user's password is never kept in the journal.
    const kept = "password" in change ? { ...change, password: "***" } : change;
    const record = {
      seq: this.changes.length + 1,
      at: at.toISOString(),
      change: kept,
      ...(created !== undefined ? { created } : {}),
    };
    this.changes.push(record);
    return record;
  }

  /** The world changes since the last reset, oldest first. */
  worldChangeJournal(): readonly WorldChangeRecord[] {
    return this.changes;
  }

  /** What billing records on payment-arrangement cases (amount, signed form, decision), by contact id. */
  readonly arrangementDetails = new Map<string, ArrangementDetail>();

  private build(today: IsoDate): LoadedWorld {
    const { seed, bulkCustomers, trainees } = this.config;
    const world = generateWorld({ today, seed, bulkCustomers, trainees });
    return new LoadedWorld(world, this.randomBytes);
  }

  /** How many trainees the classroom has (0 outside classroom mode). */
  get trainees(): number {
    return this.config.trainees;
  }

  /** Classroom mode: trainee N's records back to the fixtures; everyone else's stay as they are. */
  resetTrainee(trainee: number): { accounts: number } {
    const slice = traineeWorld(this.worldToday, trainee);
    const world = withTraineeReplaced(this.loaded.world, slice);
    const ours = new Set(slice.persons.map((person) => person.PersonID));
    const kept = new Map([...this.loaded.webUsersByName].filter(([, user]) => !ours.has(user.PersonID)));
    const before = this.loaded;
    this.loaded = new LoadedWorld(world, this.randomBytes, kept);
    const theirs = new Set(slice.accounts.map((account) => account.AccountID));
    for (const [accountId, edits] of before.usageEditsByAccount) {
      if (!theirs.has(accountId)) this.loaded.usageEditsByAccount.set(accountId, edits);
    }
    // Their due days go back to the fixtures' cycles (decision 047) before they catch up.
    this.cycle.billCycles.forget(theirs);
    // The trainee's accounts live the days the rest of the world has lived since it was built.
    this.cycle.catchUp(new Set(slice.accounts.map((account) => account.AccountID)), this.worldToday);
    return { accounts: slice.accounts.length };
  }

  /** The date the fixtures were built for. */
  get worldToday(): IsoDate {
    return this.loaded.world.today;
  }

  counts(): StoreCounts {
    return worldCounts(this.loaded.world);
  }

  webUser(username: string): StoredWebUser | undefined {
    return this.loaded.webUsersByName.get(username);
  }

  hasWebUser(personId: string): boolean {
    return this.loaded.webUserPersons.has(personId);
  }

  person(personId: string): Person | undefined {
    return this.loaded.personsById.get(personId);
  }

  /** Every person of the world (Oracle's Person Search by e-mail or name). */
  allPersons(): readonly Person[] {
    return this.loaded.world.persons;
  }

  account(accountId: string): Account | undefined {
    return this.loaded.accountsById.get(accountId);
  }

  premise(premiseId: string): Premise | undefined {
    return this.loaded.premisesById.get(premiseId);
  }

  accountsOfPerson(personId: string): Account[] {
    return (this.loaded.accountIdsByPerson.get(personId) ?? [])
      .map((accountId) => this.loaded.accountsById.get(accountId))
      .filter((account): account is Account => account !== undefined);
  }

  accountPersons(accountId: string): BillingWorld["accountPersons"] {
    return this.loaded.world.accountPersons.filter((link) => link.AccountID === accountId);
  }

  serviceAgreements(accountId: string): ServiceAgreement[] {
    return this.loaded.serviceAgreementsByAccount.get(accountId) ?? [];
  }

  bills(accountId: string): Bill[] {
    return this.loaded.billsByAccount.get(accountId) ?? [];
  }

  transactions(accountId: string): FinancialTransaction[] {
    return this.loaded.transactionsByAccount.get(accountId) ?? [];
  }

  consumption(accountId: string): MonthlyConsumption[] {
    return this.loaded.consumptionByAccount.get(accountId) ?? [];
  }

  /** Trainers' edits of the account's 15-minute reads, oldest first (usage/usage-edits.ts). */
  usageEdits(accountId: string): readonly UsageEdit[] {
    return this.loaded.usageEditsByAccount.get(accountId) ?? [];
  }

  dailyUsage(accountId: string): PrepaidDailyUsage[] {
    return this.loaded.dailyUsageByAccount.get(accountId) ?? [];
  }

  customerContacts(accountId: string): CustomerContact[] {
    return this.loaded.contactsByAccount.get(accountId) ?? [];
  }

  securityQuestions(): SecurityQuestion[] {
    return this.loaded.world.securityQuestions;
  }

  /**
   * Posts a payment (make-payment): a PS financial transaction on the electric SA and the SA's
   * balance lowered by the amount (a prepaid SA's prepaid balance raised). Not idempotent, as CCB is not.
   */
  postPayment(input: PaymentToPost): FinancialTransaction {
    return postPayment(this.loaded, input, () => this.ids.next(900_000_000_000));
  }

  /** The payments posted through payment events (they carry an external reference; the fixtures' history does not). */
  postedPayments(): PostedPayment[] {
    return postedPayments(this.loaded.world);
  }

  /** The posted payments whose tender carries this external reference. */
  paymentsByExternalReference(externalReferenceId: string): PostedPayment[] {
    return paymentsByExternalReference(this.loaded.world, externalReferenceId);
  }

  // -- writes of the web-self-service API (sign-up, forgot flows, help requests) ---------------

  /** Creates a web user (sign-up). The caller checked that the name is free and the person has none. */
  addWebUser(user: {
    username: string;
    password: string;
    PersonID: string;
    createdDate: IsoDate;
    webAccessFlag: "ALWD" | "NALW";
  }): void {
    const stored: StoredWebUser = {
      username: user.username,
      PersonID: user.PersonID,
      wrongPasswordCount: 0,
      webAccessFlag: user.webAccessFlag,
      createdDate: user.createdDate,
      password: digestPassword(user.password, this.randomBytes(16)),
    };
    this.loaded.webUsersByName.set(user.username, stored);
    this.loaded.webUserPersons.add(user.PersonID);
    this.loaded.world.webUsers.push({ ...stored, password: "" });
  }

  /** A web user created not allowed (sign-up awaiting its confirmation) is allowed web access. */
  allowWebAccess(username: string): boolean {
    const user = this.loaded.webUsersByName.get(username);
    if (!user) return false;
    user.webAccessFlag = "ALWD";
    return true;
  }

  /** Removes a web user that was never allowed web access (a sign-up replaced or never confirmed). */
  removeWebUser(username: string): void {
    const user = this.loaded.webUsersByName.get(username);
    if (!user) return;
    this.loaded.webUsersByName.delete(username);
    this.loaded.webUserPersons.delete(user.PersonID);
    const { world } = this.loaded;
    world.webUsers = world.webUsers.filter((candidate) => candidate.username !== username);
  }

  /** The web user of a person, if any. */
  webUserOfPerson(personId: string): StoredWebUser | undefined {
    for (const user of this.loaded.webUsersByName.values()) if (user.PersonID === personId) return user;
    return undefined;
  }

  /** Whether `password` is the web user's current one (a password change checks it first). */
  passwordMatches(username: string, password: string): boolean {
    const user = this.loaded.webUsersByName.get(username);
    return user ? passwordMatches(password, user.password) : false;
  }

  /** A new password; it also unlocks (the wrong-password count goes back to 0). */
  setPassword(username: string, password: string): boolean {
    const user = this.loaded.webUsersByName.get(username);
    if (!user) return false;
    user.password = digestPassword(password, this.randomBytes(16));
    user.wrongPasswordCount = 0;
    return true;
  }

  addCustomerContact(contact: CustomerContact): void {
    this.loaded.world.customerContacts.push(contact);
    const list = this.loaded.contactsByAccount.get(contact.AccountID);
    if (list) list.push(contact);
    else this.loaded.contactsByAccount.set(contact.AccountID, [contact]);
  }

  allCustomerContacts(): readonly CustomerContact[] {
    return this.loaded.world.customerContacts;
  }

  /** A service agreement added to an account (an approved payment arrangement's PA SA). */
  addServiceAgreement(sa: ServiceAgreement): void {
    this.loaded.world.serviceAgreements.push(sa);
    const list = this.loaded.serviceAgreementsByAccount.get(sa.AccountID);
    if (list) list.push(sa);
    else this.loaded.serviceAgreementsByAccount.set(sa.AccountID, [sa]);
  }
}
