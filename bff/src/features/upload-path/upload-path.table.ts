/** The back office's settings by key (the payment-arrangement upload path, spec 000 §2). */
export interface BackOfficeSettingsTable {
  key: string;
  value: string;
  updated_at: string;
  updated_by: string;
}
