/**
 * The BFF contract: request and answer schemas (Valibot) and the spec's messages, shared with the
 * portal for typed calls and form validation. Only valibot may be imported here.
 */
export * from "./accounts";
export * from "./admin";
export * from "./admin-users";
export * from "./back-office";
export * from "./auth";
export * from "./common";
export * from "./dashboard";
export * from "./notifications";
export * from "./profile";
export * from "./maintenance";
export * from "./messages";
export * from "./messages-account";
export * from "./messages-back-office";
export * from "./payments";
export * from "./access";
export * from "./announcements";
export * from "./announcements-admin";
export * from "./forgot";
export * from "./help";
export * from "./sign-up";
export * from "./survey";
export * from "./sign-up-state";
export * from "./reports";
export * from "./arrangement";
export * from "./routes";
export * from "./phoned-in";
