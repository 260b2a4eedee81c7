/**
 * The security questions a customer picks from at sign-up (001 §7 sign-up-user: `securityQuestion`
 * is one of billing's characteristic values, the answer is kept by billing). Billing's fake is loaded
 * with the same list (`@paygpa/fixtures`); `tests/fixtures-out.test.ts` keeps the two equal.
 */
export const SECURITY_QUESTIONS = [
  { characteristicValue: "MAIDEN", description: "What is your mother's maiden name?" },
  { characteristicValue: "PET", description: "What was the name of your first pet?" },
  { characteristicValue: "BIRTHCTY", description: "In what city or village were you born?" },
  { characteristicValue: "SCHOOL", description: "What is the name of your elementary school?" },
  { characteristicValue: "NICKNAME", description: "What was your childhood nickname?" },
  { characteristicValue: "FOOD", description: "What is your favorite food?" },
  { characteristicValue: "STREET", description: "What street did you grow up on?" },
  { characteristicValue: "CAR", description: "What was the make of your first car?" },
] as const;
