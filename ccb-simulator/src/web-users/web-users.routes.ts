import type Router from "@koa/router";
import { DIVISION } from "@paygpa/fixtures";
import { LOGIN_MESSAGES } from "./messages";
import { passwordMatches } from "./passwords";
import type { CcbStore } from "../store";
import { badRequest, CcbError } from "../errors";
import { jsonObject, requiredCode, requiredInteger, requiredString } from "../validation";
import { type AccountRef, accountRef, isActiveAccount, openPaymentArrangements } from "../accounts/views";

export interface LoginResult {
  loginSuccessful: boolean;
  status: { loginMessage: string };
  PersonID: string | null;
  postpaid: AccountRef[];
  prepaid: AccountRef[];
  payArrExistingIds: ReturnType<typeof openPaymentArrangements>;
}

const refused = (loginMessage: string): LoginResult => ({
  loginSuccessful: false,
  status: { loginMessage },
  PersonID: null,
  postpaid: [],
  prepaid: [],
  payArrExistingIds: [],
});

/**
 * Web-user login: the username is case-sensitive; each wrong password counts towards the limit the
 * caller sends; at the limit the user is locked (even the right password is refused); a successful
 * login resets the count. The answer is always 200: success or not is in the body.
 */
export function login(store: CcbStore, body: unknown): LoginResult {
  const request = jsonObject(body);
  const userName = requiredString(request, "userName");
  const password = request.password;
  if (typeof password !== "string") throw badRequest("password must be a string");
  requiredCode(request, "webUserPersonIdTypeCode", "WEB");
  const allowedFlag = requiredCode(request, "webAccessFlag", "ALWD");
  requiredCode(request, "wrongPasswordCountPersonCharTypeCode", "WPCOUNT");
  requiredCode(request, "cisDivision", DIVISION);
  const limit = requiredInteger(request, "wrongPasswordCountLimit", { min: 1, max: 99 });

  const user = store.webUser(userName);
  if (!user) return refused(LOGIN_MESSAGES.unknownUser);
  if (user.wrongPasswordCount >= limit) return refused(LOGIN_MESSAGES.locked(limit));
  if (!passwordMatches(password, user.password)) {
    user.wrongPasswordCount += 1;
    return refused(
      user.wrongPasswordCount >= limit
        ? LOGIN_MESSAGES.locked(limit)
        : LOGIN_MESSAGES.wrongPassword(limit - user.wrongPasswordCount),
    );
  }
  if (user.webAccessFlag !== allowedFlag) return refused(LOGIN_MESSAGES.webAccessNotAllowed);

  user.wrongPasswordCount = 0;
  const accounts = store
    .accountsOfPerson(user.PersonID)
    .filter((account) => isActiveAccount(store, account.AccountID));
  return {
    loginSuccessful: true,
    status: { loginMessage: LOGIN_MESSAGES.success },
    PersonID: user.PersonID,
    postpaid: accounts.filter((a) => a.kind === "postpaid").map((a) => accountRef(store, user.PersonID, a)),
    prepaid: accounts.filter((a) => a.kind === "prepaid").map((a) => accountRef(store, user.PersonID, a)),
    payArrExistingIds: openPaymentArrangements(store, accounts),
  };
}

export function webUserRoutes(router: Router, store: CcbStore): void {
  router.post("/cm/webUsers/login", (ctx) => {
    ctx.body = login(store, ctx.request.body);
  });

  // The person a web user belongs to, found by its username (CCB's person identifier of type WEB):
  // how the BFF finds whom to tell that a web user was just locked, since a refused login names nobody.
  router.post("/cm/webUsers/person", (ctx) => {
    const user = store.webUser(requiredString(jsonObject(ctx.request.body), "username"));
    if (!user) throw new CcbError(404, "USERNAME_NOT_FOUND", "Username doesn't exist");
    ctx.body = { username: user.username, PersonID: user.PersonID };
  });
}
