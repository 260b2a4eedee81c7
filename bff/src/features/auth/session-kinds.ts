/** The two kinds of signed-in session the BFF holds (decision 002): a customer's and an admin's. */
export interface CustomerSession {
  kind: "customer";
  tokenHash: string;
  personId: string;
  username: string;
  accountIds: readonly string[];
  loginSnapshot: unknown;
}

export interface AdminSession {
  kind: "admin";
  tokenHash: string;
  adminId: number;
  username: string;
}

export type Session = CustomerSession | AdminSession;
