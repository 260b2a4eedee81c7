/**
 * The network of the fixtures, indexed for the questions the outage system answers: a service
 * point by its id, premise or account; the transformers of a feeder; the service points on a
 * transformer and in a village.
 */
import type { Network, ServicePoint } from "@paygpa/fixtures";

export class NetworkIndex {
  readonly bySpId = new Map<string, ServicePoint>();
  readonly byPremise = new Map<string, ServicePoint[]>();
  readonly byAccount = new Map<string, ServicePoint[]>();
  readonly transformersOfFeeder = new Map<string, string[]>();
  readonly feederOfTransformer = new Map<string, string>();
  readonly villageOfTransformer = new Map<string, string>();
  /** How many service points each transformer serves. */
  readonly load = new Map<string, number>();
  readonly villages: string[];
  readonly servicePointsInVillage = new Map<string, number>();

  constructor(
    readonly network: Network,
    accounts: readonly { AccountID: string; PremiseID: string }[],
  ) {
    for (const transformer of network.transformers) {
      const list = this.transformersOfFeeder.get(transformer.feeder) ?? [];
      list.push(transformer.id);
      this.transformersOfFeeder.set(transformer.feeder, list);
      this.feederOfTransformer.set(transformer.id, transformer.feeder);
      this.villageOfTransformer.set(transformer.id, transformer.village);
    }
    this.villages = [...new Set(network.feeders.map((feeder) => feeder.village))];
    for (const village of this.villages) this.servicePointsInVillage.set(village, 0);
    for (const sp of network.servicePoints) {
      this.bySpId.set(sp.spId, sp);
      this.byPremise.set(sp.premiseId, [...(this.byPremise.get(sp.premiseId) ?? []), sp]);
      this.load.set(sp.transformer, (this.load.get(sp.transformer) ?? 0) + 1);
      this.servicePointsInVillage.set(sp.village, (this.servicePointsInVillage.get(sp.village) ?? 0) + 1);
    }
    for (const account of accounts) {
      const sps = this.byPremise.get(account.PremiseID);
      if (sps) this.byAccount.set(account.AccountID, sps);
    }
  }

  /** The transformers a device feeds: a feeder's all, a transformer itself. */
  transformersOf(device: { kind: "feeder" | "transformer"; id: string }): string[] {
    if (device.kind === "feeder") return this.transformersOfFeeder.get(device.id) ?? [];
    return this.feederOfTransformer.has(device.id) ? [device.id] : [];
  }

  /** The service points a query names: by service point, premise or account (the first given). */
  servicePoints(query: { spId?: string; premiseId?: string; accountId?: string }): ServicePoint[] {
    if (query.spId) {
      const sp = this.bySpId.get(query.spId);
      return sp ? [sp] : [];
    }
    if (query.premiseId) return this.byPremise.get(query.premiseId) ?? [];
    if (query.accountId) return this.byAccount.get(query.accountId) ?? [];
    return [];
  }
}
