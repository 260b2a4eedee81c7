/** Customer identity: the old portal's person characteristics behind GPA CM services (decisions 027, 028). */
import { type CmService, accountInDivision } from "./cm-service";

export const WEB_USER_SERVICES: readonly CmService[] = [
  {
    method: "POST",
    path: "/cm/webUsers/login",
    service: "CM-WebUserLogin",
    summary:
      "Checks a web user's password against its person characteristic, counts wrong passwords (WPCOUNT) and locks at the limit",
    fields: {
      userName: "string",
      password: "string",
      webUserPersonIdTypeCode: "string",
      webAccessFlag: "string",
      wrongPasswordCountPersonCharTypeCode: "string",
      cisDivision: "string",
      wrongPasswordCountLimit: "integer",
    },
    specCalls: ["user-login (spec 001 §7)"],
  },
  {
    method: "POST",
    path: "/cm/webUsers/checkUsername",
    service: "CM-WebUserCheck",
    summary: "Whether a login name is taken",
    fields: { username: "string" },
    specCalls: ["check-username (spec 001 §7)"],
  },
  {
    method: "POST",
    path: "/cm/webUsers/person",
    service: "CM-WebUserPerson",
    summary:
      "The person a web user belongs to, by its login name: whom to tell when a web user is locked (a refused login names nobody)",
    fields: { username: "string" },
    specCalls: [],
  },
  {
    method: "POST",
    path: "/cm/webUsers/create",
    service: "CM-WebUserAdd",
    summary:
      "Creates a web user for a person with its password, security question (CMSCQUES) and answer (CMSCAN), web access ALWD or NALW; answers its Oracle web user id (webUserId) for Update / Delete Web User",
    fields: {
      PersonID: "string",
      username: "string",
      password: "string",
      securityQuestion: "string",
      securityAnswer: "string",
      webAccessFlag: "string",
    },
    specCalls: ["sign-up-user (spec 001 §7)"],
  },
  {
    method: "POST",
    path: "/cm/webUsers/allowWebAccess",
    service: "CM-WebUserAllow",
    summary:
      "Gives a confirmed sign-up's web user web access (NALW to ALWD), for a sign-up held without Oracle's web user id (the others: Update Web User)",
    fields: { username: "string" },
    specCalls: ["sign-up-user (spec 001 §7, confirmed by e-mail: decision 011)"],
  },
  {
    method: "POST",
    path: "/cm/webUsers/remove",
    service: "CM-WebUserRemove",
    summary:
      "Removes a web user that never had web access (a replaced sign-up), for a sign-up held without Oracle's web user id (the others: Delete Web User)",
    fields: { username: "string" },
    specCalls: ["sign-up-user (spec 001 §7, a replaced sign-up: decision 008)"],
  },
  {
    method: "POST",
    path: "/cm/webUsers/forgotPassword",
    service: "CM-WebUserForgotPassword",
    summary: "Finds a web user by account and login name, with the person's e-mail, question and answer",
    fields: { ...accountInDivision, username: "string" },
    specCalls: ["forgot-password (spec 001 §7)"],
  },
  {
    method: "POST",
    path: "/cm/webUsers/forgotUsername",
    service: "CM-WebUserForgotUsername",
    summary: "Finds a web user by account and e-mail address, with the person's question and answer",
    fields: { ...accountInDivision, emailAddress: "string" },
    specCalls: ["forgot-username (spec 001 §7)"],
  },
  {
    method: "POST",
    path: "/cm/webUsers/setPassword",
    service: "CM-WebUserSetPassword",
    summary: "Sets a new password (a completed reset) and clears the wrong-password count",
    fields: { username: "string", password: "string" },
    specCalls: ["forgot-password reset (spec 001 §7, decision 012)", "admin password reset (spec 000 §7)"],
  },
  {
    method: "POST",
    path: "/cm/webUsers/changePassword",
    service: "CM-WebUserChangePassword",
    summary: "Changes a password after checking the old one",
    fields: { username: "string", oldPassword: "string", password: "string" },
    specCalls: ["update-user-password (spec 002 §7)"],
  },
  {
    method: "POST",
    path: "/cm/webUsers/search",
    service: "CM-WebUserSearch",
    summary: "The web users of an account's persons",
    fields: accountInDivision,
    specCalls: ["search-web-user (spec 000 §7)"],
  },
];
