/** The billing system's login messages, word for word: the portal shows them as they come. */
export const LOGIN_MESSAGES = {
  unknownUser: "Invalid Username or Password.",
  wrongPassword: (attemptsLeft: number) =>
    `Invalid Username or Password. You have ${attemptsLeft} attempt(s) remaining.`,
  locked: (limit: number) =>
    `Your account has been locked after ${limit} unsuccessful login attempts. Please use Forgot Password or contact GPA Customer Service.`,
  webAccessNotAllowed: "Web access is not allowed for this account. Please contact GPA Customer Service.",
  success: "Login Successful.",
} as const;
