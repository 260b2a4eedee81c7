/** Which admin levels may use which back-office area (spec 001 §6): the table's `{ admin: area }` access. */

export const ADMIN_LEVELS = {
  users: [1],
  systemMaintenance: [1, 2],
  announcements: [1, 2],
  reports: [1, 2, 3],
  // 'Post again' of a payment that needs a hand (beyond the spec): super admin and finance.
  postAgain: [1, 3],
  phonedIn: [1, 3, 4],
  passwordReset: [1, 4],
  paymentArrangementUploadPath: [1],
  // Beyond the spec's seven tabs, level-1 views of this product: the payment-arrangement work
  // queue (decision 018) and the audit log (beyond the spec).
  paymentArrangementForms: [1],
  auditLog: [1],
} as const satisfies Record<string, readonly number[]>;
export type AdminArea = keyof typeof ADMIN_LEVELS;
