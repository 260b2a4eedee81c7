/**
 * Oracle's Service / Web User services (C1-WebUser) the simulator answers: a sign-up's web access
 * allowed and a replaced sign-up's web user removed by the web user id CM-WebUserAdd answers
 * ("Web User REST Endpoints", `…/framework/45012/restapi/api-service-web-user.html`).
 */
import type { OracleService } from "../oracle-services";

const PAGES = "…/framework";
const INDEX = `${PAGES}/45012/restapi/api-service-web-user.html`;
const CREATE = `${PAGES}/2510/restapi/op-rest-apis-customer-service-webusers-post.html`;

export const WEB_USER_SERVICES: readonly OracleService[] = [
  {
    method: "GET",
    path: "/customer/service/webUsers/{webUserId}",
    service: "C1-WebUser",
    operation: "Get Web User",
    page: INDEX,
    since: "4.5.0.0.0",
    confirmed: ["GET /rest/apis/customer/service/webUsers/{webUserId}"],
    unverified: [
      "the answer as Create Web User's schema (page " +
        CREATE +
        "): webUserName, webUserActiveInactive (C1AC, C1IN), person.personId, and webUserId",
    ],
    specCalls: [],
  },
  {
    method: "PUT",
    path: "/customer/service/webUsers/{webUserId}",
    service: "C1-WebUser",
    operation: "Update Web User",
    page: INDEX,
    since: "4.5.0.0.0",
    confirmed: [
      "PUT /rest/apis/customer/service/webUsers/{webUserId}",
      "webUserActiveInactive (C1AC Active, C1IN Inactive), on Create Web User's page",
      "webUserName, person.personId, on Create Web User's page",
    ],
    unverified: ["a body of webUserActiveInactive alone changes only the status", "the answer: the web user"],
    specCalls: ["sign-up-user (spec 001 §7, confirmed by e-mail: decision 011)"],
  },
  {
    method: "DELETE",
    path: "/customer/service/webUsers/{webUserId}",
    service: "C1-WebUser",
    operation: "Delete Web User",
    page: INDEX,
    since: "4.5.0.0.0",
    confirmed: ["DELETE /rest/apis/customer/service/webUsers/{webUserId}"],
    unverified: [
      "the answer: the removed web user",
      "a web user with web access refused (GPA's rule, decision 008)",
    ],
    specCalls: ["sign-up-user (spec 001 §7, a replaced sign-up: decision 008)"],
  },
];
