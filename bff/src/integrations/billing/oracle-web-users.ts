/**
 * A sign-up's web access through Oracle's Service / Web User service (C1-WebUser, decision 036),
 * "Web User REST Endpoints" (`…/framework/45012/restapi/api-service-web-user.html`):
 * - Update Web User, `PUT /rest/apis/customer/service/webUsers/{webUserId}`, `webUserActiveInactive`
 *   `C1AC` (Active): a confirmed sign-up's web user may log in;
 * - Delete Web User, `DELETE /rest/apis/customer/service/webUsers/{webUserId}`: a replaced sign-up's
 *   web user, which never had web access.
 * The web user id is the one CM-WebUserAdd answered, kept with the held sign-up. A sign-up held
 * before the BFF kept it (no id) goes through CM-WebUserAllow / CM-WebUserRemove by its login name:
 * no published service finds a web user id by its name (docs/ccb-go-live.md).
 */
import * as v from "valibot";
import { BillingAcknowledged } from "./billing-answers";
import type { HeldWebUser } from "./billing-domain-writes";
import type { WebUserBilling } from "./billing-port";
import type { CcbCall } from "./ccb-caller";
import { CCB_PATHS } from "./ccb-paths";
import { ORACLE_PATHS } from "./oracle-paths";

/** The web user as Update / Delete Web User answer it (the names of Create Web User's page). */
export const OracleWebUser = v.looseObject({
  webUserId: v.string(),
  webUserName: v.string(),
  webUserActiveInactive: v.picklist(["C1AC", "C1IN"]),
});

export function oracleWebUserAccess(call: CcbCall): Pick<WebUserBilling, "allowWebAccess" | "removeWebUser"> {
  const legacy = (path: string, user: HeldWebUser) =>
    call({ method: "POST", path, body: { username: user.username } }, BillingAcknowledged);
  return {
    allowWebAccess: (user) =>
      user.webUserId === null
        ? legacy(CCB_PATHS.webUserAllowWebAccess, user)
        : call(
            {
              method: "PUT",
              path: ORACLE_PATHS.webUser(user.webUserId),
              body: { webUserActiveInactive: "C1AC" },
            },
            OracleWebUser,
          ),
    removeWebUser: (user) =>
      user.webUserId === null
        ? legacy(CCB_PATHS.webUserRemove, user)
        : call({ method: "DELETE", path: ORACLE_PATHS.webUser(user.webUserId) }, OracleWebUser),
  };
}
