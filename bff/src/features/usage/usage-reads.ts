/**
 * The account's meter and its reads, from billing's meter data (decision 042): a customer asks for
 * an account of theirs, staff for any; an account without an interval meter is NOT_FOUND.
 */
import type { BillingPort, IntervalRead, MeterChannel } from "../../integrations/billing";
import { fail } from "../../platform/failures";

export const NO_METER = "This account has no interval meter data.";

export async function meterOf(billing: BillingPort, accountId: string): Promise<MeterChannel> {
  const channel = await billing.meterChannel(accountId);
  if (!channel) throw fail.notFound("NOT_FOUND", NO_METER);
  return channel;
}

/** Every read from `from` to `to` (a bill period or a day at most, for the views). */
export async function readsIn(
  billing: BillingPort,
  channel: MeterChannel,
  from: number,
  to: number,
): Promise<IntervalRead[]> {
  const reads: IntervalRead[] = [];
  for await (const page of billing.intervalReadPages(channel, from, to)) reads.push(...page);
  return reads;
}
