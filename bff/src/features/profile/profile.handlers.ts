import type { RouteHandlers } from "../../platform/http/mount-routes";
import type { Services } from "../../services";
import { assertOwnsPerson, type CustomerSession } from "../auth";
import { changePassword, editableProfile, updateProfile } from "./profile.service";

/** Edit Account and Change Password: the person checked against the session first. */
export function profileHandlers(
  services: Services,
): RouteHandlers<"userDetailsEditAccount" | "updateUserDetails" | "updateUserPassword", CustomerSession> {
  const { billing, mailer, sessions, db, clock, logger } = services;
  return {
    async userDetailsEditAccount({ personID }, { caller }) {
      assertOwnsPerson(caller, personID);
      return { result: await editableProfile({ billing }, caller) };
    },
    async updateUserDetails({ personId, ...change }, { caller }) {
      assertOwnsPerson(caller, personId);
      return updateProfile({ billing, mailer, db, clock, logger }, caller, change);
    },
    async updateUserPassword({ personId, oldPassword, password }, { caller }) {
      assertOwnsPerson(caller, personId);
      return changePassword({ billing, mailer, sessions, db, clock, logger }, caller, {
        oldPassword,
        password,
      });
    },
  };
}
