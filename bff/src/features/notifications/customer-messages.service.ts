/**
 * The back office's list of a customer's texts and e-mails (decision 039): when, to whom (masked),
 * what kind and how far delivery got, never a body (a code text or a reset mail carries a secret).
 * An account's texts are those queued for it and the security notices of the persons who chose
 * texts for it; its e-mails are those to the address billing holds for it.
 */
import type { CustomerMessage } from "@paygpa/contract";
import type { Services } from "../../services";

/** "***-***-0142": the last four digits of a phone number only. */
export function maskPhone(phone: string): string {
  return `***-***-${phone.replace(/\D/g, "").slice(-4)}`;
}

/** "m***@example.com": the first letter of the mailbox and the domain. */
export function maskAddress(address: string): string {
  const at = address.lastIndexOf("@");
  if (at <= 0) return "***";
  return `${address[0]}***${address.slice(at)}`;
}

const textStatus = (row: { status: string; delivery: string | null }) =>
  row.status === "sent" ? (row.delivery ?? "sent") : row.status;

export async function customerMessages(
  services: Pick<Services, "db" | "billing" | "logger">,
  accountId: string,
): Promise<CustomerMessage[]> {
  const { db } = services;
  const persons = (
    await db
      .selectFrom("notification_settings")
      .select("person_id")
      .where("account_id", "=", accountId)
      .union(db.selectFrom("text_outbox").select("person_id").where("account_id", "=", accountId))
      .execute()
  ).map((row) => row.person_id);
  let texts = db
    .selectFrom("text_outbox")
    .select(["created_at", "sent_at", "kind", "to_phone", "status", "delivery"])
    .where("account_id", "=", accountId);
  if (persons.length > 0) {
    texts = db
      .selectFrom("text_outbox")
      .select(["created_at", "sent_at", "kind", "to_phone", "status", "delivery"])
      .where((row) =>
        row.or([
          row("account_id", "=", accountId),
          row.and([row("account_id", "is", null), row("person_id", "in", persons)]),
        ]),
      );
  }
  const textRows = await texts.execute();
  const email = await services.billing
    .financialSummary(accountId)
    .then((summary) => summary.email?.trim().toLowerCase() || null)
    .catch((error: unknown) => {
      services.logger.error("customer messages: billing did not answer, texts only", {
        accountId,
        error: String(error),
      });
      return null;
    });
  const mailRows = email
    ? await db
        .selectFrom("mail_outbox")
        .select(["created_at", "sent_at", "kind", "to_address", "status"])
        .where((row) => row(row.fn("lower", ["to_address"]), "=", email))
        .execute()
    : [];
  const messages: CustomerMessage[] = [
    ...textRows.map((row) => ({
      at: row.sent_at ?? row.created_at,
      channel: "text" as const,
      to: maskPhone(row.to_phone),
      kind: row.kind,
      status: textStatus(row),
    })),
    ...mailRows.map((row) => ({
      at: row.sent_at ?? row.created_at,
      channel: "email" as const,
      to: maskAddress(row.to_address),
      kind: row.kind,
      status: row.status,
    })),
  ];
  return messages.sort((a, b) => b.at.localeCompare(a.at)).slice(0, 200);
}
