/**
 * The simulated Twilio account: published demo values the BFF's demo start uses too (never valid in
 * production: the BFF refuses them there). Twilio's Account SIDs are "AC" and 32 hexadecimal digits,
 * auth tokens 32 hexadecimal digits, Messaging Service SIDs "MG" and 32 (Twilio docs, Glossary
 * "What is a SID?"; Console › Account Info). The sender is a Guam number in the 555-01xx range kept
 * for fiction.
 */
export const SMS_DEMO_ACCOUNT = Object.freeze({
  accountSid: "AC5e1f0000000000000000000000000671",
  authToken: "7e570000000000000000000000c0ffee",
  messagingServiceSid: "MG5e1f0000000000000000000000000671",
  from: "+16715550100",
});

/** Where the simulated number sends incoming texts (its "A message comes in" webhook) by default. */
export const SMS_DEFAULT_INBOUND_URL = "http://localhost:3001/api/v1/sms/incoming";

/**
 * GPA's Advanced Opt-Out texts (Messaging Service › Opt-Out Management), the confirmations the
 * carriers' rules allow: one after STOP, one after START, the help answer.
 */
export const SMS_DEMO_KEYWORD_REPLIES = Object.freeze({
  STOP: "GPA: You are unsubscribed and will get no more texts from GPA. Reply START to resubscribe.",
  START: "GPA: You are subscribed to GPA account texts again. Reply HELP for help, STOP to stop.",
  HELP: "GPA account alerts. Customer service: (671) 647-5787. Msg&data rates may apply. Reply STOP to stop.",
});
