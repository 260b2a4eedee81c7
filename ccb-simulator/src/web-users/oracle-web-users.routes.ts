/**
 * Web access through Oracle's Service / Web User service (C1-WebUser, "Web User REST Endpoints",
 * `…/framework/45012/restapi/api-service-web-user.html`; Create Web User's fields on
 * `…/framework/2510/restapi/op-rest-apis-customer-service-webusers-post.html`):
 * - Get Web User, `GET /rest/apis/customer/service/webUsers/{webUserId}`;
 * - Update Web User, `PUT /rest/apis/customer/service/webUsers/{webUserId}`: `webUserActiveInactive`
 *   `C1AC` (Active) gives a confirmed sign-up's web user web access (GPA's ALWD), `C1IN` takes it away;
 * - Delete Web User, `DELETE /rest/apis/customer/service/webUsers/{webUserId}`: a replaced sign-up's
 *   web user, which never had web access (one that has it is refused, decision 008); the answer is
 *   the removed web user.
 * The web user id is the one CM-WebUserAdd answers (the password stays GPA's, decision 036).
 * Refusals are Oracle's 400 problem detail document.
 */
import type Router from "@koa/router";
import { CcbError } from "../errors";
import type { CcbStore, StoredWebUser } from "../store";
import { jsonObject, requiredString } from "../validation";
import { webUserById, webUserIdOf } from "./web-user-ids";

const unknownWebUser = () => new CcbError(400, "USERNAME_NOT_FOUND", "Web user doesn't exist");
const webAccessAllowed = () =>
  new CcbError(400, "WEB_ACCESS_ALLOWED", "This web user has web access; it cannot be removed.");

/** A web user as Get Web User answers it. */
export function oracleWebUser(user: StoredWebUser) {
  return {
    webUserId: webUserIdOf(user.PersonID),
    webUserName: user.username,
    webUserActiveInactive: user.webAccessFlag === "ALWD" ? "C1AC" : "C1IN",
    person: { personId: user.PersonID },
  };
}

function found(store: CcbStore, webUserId: string | undefined): StoredWebUser {
  const user = webUserById(store, webUserId ?? "");
  if (!user) throw unknownWebUser();
  return user;
}

export function oracleWebUserRoutes(router: Router, store: CcbStore): void {
  router.get("/customer/service/webUsers/:webUserId", (ctx) => {
    ctx.body = oracleWebUser(found(store, ctx.params.webUserId));
  });

  router.put("/customer/service/webUsers/:webUserId", (ctx) => {
    const user = found(store, ctx.params.webUserId);
    const status = requiredString(jsonObject(ctx.request.body), "webUserActiveInactive");
    if (status !== "C1AC" && status !== "C1IN") {
      throw new CcbError(400, "BAD_REQUEST", 'webUserActiveInactive must be "C1AC" or "C1IN"');
    }
    user.webAccessFlag = status === "C1AC" ? "ALWD" : "NALW";
    ctx.body = oracleWebUser(user);
  });

  router.delete("/customer/service/webUsers/:webUserId", (ctx) => {
    const user = found(store, ctx.params.webUserId);
    if (user.webAccessFlag === "ALWD") throw webAccessAllowed();
    store.removeWebUser(user.username);
    ctx.body = oracleWebUser(user);
  });
}
