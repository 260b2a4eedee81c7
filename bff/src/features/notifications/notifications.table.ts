import type { NoticeKind } from "@paygpa/contract";

/** A notice a customer switched on or off for one account: by e-mail and/or by text (0/1). */
export interface NotificationSettingsTable {
  account_id: string;
  notice: NoticeKind;
  person_id: string;
  by_email: number;
  by_text: number;
  updated_at: string;
}

/** A notice already sent: `occasion` names its moment (the bill's id, the due date), so it goes once. */
export interface NoticesSentTable {
  account_id: string;
  notice: NoticeKind;
  occasion: string;
  sent_at: string;
}
