/**
 * Classroom mode (docs/qa-guide.md): one trainee's records put back to the fixtures, everyone else's left
 * as they are. A trainee's records are those of their own persons and accounts (including web users
 * they signed up and payments they posted), found by the ids of a freshly built copy of their slice.
 */
import type { BillingWorld } from "@paygpa/fixtures";

/** The world with every record of the trainee's persons and accounts replaced by `slice`. */
export function withTraineeReplaced(world: BillingWorld, slice: BillingWorld): BillingWorld {
  const persons = new Set(slice.persons.map((person) => person.PersonID));
  const accounts = new Set(slice.accounts.map((account) => account.AccountID));
  const premises = new Set(slice.premises.map((premise) => premise.PremiseID));
  const notOurs = <T extends { AccountID: string }>(rows: T[]) =>
    rows.filter((row) => !accounts.has(row.AccountID));
  return {
    ...world,
    persons: [...world.persons.filter((person) => !persons.has(person.PersonID)), ...slice.persons],
    premises: [...world.premises.filter((premise) => !premises.has(premise.PremiseID)), ...slice.premises],
    accounts: [...notOurs(world.accounts), ...slice.accounts],
    accountPersons: [...notOurs(world.accountPersons), ...slice.accountPersons],
    serviceAgreements: [...notOurs(world.serviceAgreements), ...slice.serviceAgreements],
    bills: [...notOurs(world.bills), ...slice.bills],
    financialTransactions: [...notOurs(world.financialTransactions), ...slice.financialTransactions],
    consumption: [...notOurs(world.consumption), ...slice.consumption],
    prepaidDailyUsage: [...notOurs(world.prepaidDailyUsage), ...slice.prepaidDailyUsage],
    customerContacts: [...notOurs(world.customerContacts), ...slice.customerContacts],
    webUsers: [...world.webUsers.filter((user) => !persons.has(user.PersonID)), ...slice.webUsers],
  };
}
