/**
 * Account verification by Oracle's Service / Web User Account service (C1-WebUserAccount):
 * "Get Account Verification Details",
 * `GET /rest/apis/customer/service/webUserAccounts/{accountId}/accountVerificationInfo`
 * (C1-VerAcct, `…/framework/254/restapi/op-rest-apis-customer-service-webuseraccounts-accountid-accountverificationinfo-get.html`):
 * `accountId`, `businessLine`, and `accountVerification` with `isVerified` and the `group[]` of
 * verification `fields[]` (`fieldType` of Oracle's list, e.g. `WXPH` Match Phone, `WXID` Match
 * Identifier; `description`). It tells which facts a self-service sign-up must match; the match
 * itself against GPA's rules stays the CM account validation (docs/ccb-go-live.md).
 */
import type Router from "@koa/router";
import { unknownAccount } from "../errors";
import type { CcbStore } from "../store";

export function webUserAccountRoutes(router: Router, store: CcbStore): void {
  router.get("/customer/service/webUserAccounts/:accountId/accountVerificationInfo", (ctx) => {
    const account = store.account(ctx.params.accountId ?? "");
    if (!account) throw unknownAccount();
    ctx.body = {
      accountId: account.AccountID,
      businessLine: account.customerClass === "COMM" ? "COMMERCIAL" : "RESIDENTIAL",
      accountVerification: {
        isVerified: false,
        group: [
          {
            name: "IDENTIFIERS",
            fields: [
              { fieldType: "WXPH", description: "Phone Number" },
              { fieldType: "WXID", description: "Account Holder Name" },
            ],
          },
        ],
      },
    };
  });
}
