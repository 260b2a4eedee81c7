/**
 * Whether an action answered a successful Change Password (spec 002 §2). That ended every session of
 * the customer, this browser's too: re-running the loaders after it would only redirect to the login
 * page and take 'Your password has been changed.' away before it is read, so the dashboard frame and
 * Edit Account skip that revalidation.
 */
export const passwordChanged = (actionResult: unknown): boolean =>
  typeof actionResult === "object" &&
  actionResult !== null &&
  (actionResult as { intent?: unknown }).intent === "password" &&
  (actionResult as { status?: unknown }).status === "True";
