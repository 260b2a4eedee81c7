/**
 * The scenarios in force (docs/qa-guide.md, "Scenarios for a trainee"): each one applied since the
 * last system reset, with whom it applies to, so the console can list them and undo one. A system
 * reset empties the list and numbers them from 1 again; a trainee's reset takes that trainee's out. Kept in memory: the list
 * describes the running system, which a BFF restart does not keep either (the simulators restart
 * from their fixtures).
 */
import { describeTarget, type ScenarioTarget } from "@paygpa/simulator-kit";

export interface ScenarioInForce {
  id: number;
  scenario: string;
  target: ScenarioTarget;
  /** "trainee 2", "account 1000000002", "the base personas", "the whole system". */
  appliesTo: string;
  scope: "persona" | "system";
  appliedAt: string;
}

export class ScenariosInForce {
  private next = 1;
  private entries: ScenarioInForce[] = [];

  add(entry: Omit<ScenarioInForce, "id" | "appliesTo">): ScenarioInForce {
    const appliesTo = entry.scope === "system" ? "the whole system" : describeTarget(entry.target);
    const added = { ...entry, id: this.next++, appliesTo };
    this.entries.push(added);
    return added;
  }

  list(): readonly ScenarioInForce[] {
    return [...this.entries];
  }

  find(id: number): ScenarioInForce | undefined {
    return this.entries.find((entry) => entry.id === id);
  }

  /** Takes out the entries `which` selects, and answers them. */
  remove(which: (entry: ScenarioInForce) => boolean): ScenarioInForce[] {
    const removed = this.entries.filter(which);
    this.entries = this.entries.filter((entry) => !which(entry));
    return removed;
  }

  /** A system reset: the list empties and the numbers start again at 1, as every other id does. */
  clear(): void {
    this.entries = [];
    this.next = 1;
  }
}
