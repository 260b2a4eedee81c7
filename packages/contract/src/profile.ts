/**
 * Edit Account and Change Password (spec 002 §2, §3 'User account details', §4, §5, §7, §8;
 * spec 001 §3). Who is edited comes from the session; the BFF decides deletions, sequences and the
 * old-detail dates against what billing holds, never from flags sent by the browser.
 */
import * as v from "valibot";
import { ANSWER_PATTERN, EMAIL_PATTERN, SignUpPassword, requiredText } from "./access";
import { accessMessages } from "./messages";
import { dashboardMessages as m } from "./messages-account";
import type { RouteEntry } from "./route-entry";
import { BILLING_ERRORS } from "./route-errors";

export const EditAccountRequest = v.object({
  personID: v.pipe(v.string(), v.nonEmpty()),
  division: v.optional(v.literal("GPA"), "GPA"),
});

export const UserAccountDetails = v.object({
  personId: v.string(),
  username: v.string(),
  fullName: v.string(),
  emailAddress: v.string(),
  addressLine1: v.string(),
  city: v.string(),
  postal: v.string(),
  state: v.string(),
  country: v.string(),
  homePhone: v.string(),
  mobilePhone: v.string(),
  workPhone: v.string(),
  /** PER: the mailing address is the person's and may be edited here (spec 002 §3). */
  billAddressSource: v.string(),
  securityQuestion: v.string(),
});
export type UserAccountDetails = v.InferOutput<typeof UserAccountDetails>;

export const OldDetail = v.object({
  CharacteristicType: v.string(),
  EffectiveDate: v.string(),
  AdhocCharacteristicValue: v.string(),
  CharacteristicValue: v.string(),
});

export const EditAccountResponse = v.object({
  result: v.object({
    profile: UserAccountDetails,
    otherDetails: v.array(OldDetail),
    securityQuestions: v.array(v.object({ characteristicValue: v.string(), description: v.string() })),
  }),
});

const Phone = v.optional(
  v.pipe(
    v.string(),
    v.trim(),
    v.maxLength(20, accessMessages.phoneInvalid),
    v.regex(/^[0-9()+\-. ]*$/, accessMessages.phoneInvalid),
  ),
  "",
);

/** POST /api/v1/update-user-details: the spec's field names; deletions and sequences are the BFF's. */
export const UpdateUserDetailsRequest = v.object({
  personId: v.pipe(v.string(), v.nonEmpty()),
  emailAddress: v.pipe(
    v.string(m.enterEmailAddress),
    v.trim(),
    v.nonEmpty(m.enterEmailAddress),
    v.maxLength(254, m.validEmailAddress),
    v.regex(EMAIL_PATTERN, m.validEmailAddress),
  ),
  home: Phone,
  mobile: v.pipe(
    v.string(m.enterMobilePhone),
    v.trim(),
    v.nonEmpty(m.enterMobilePhone),
    v.maxLength(20, accessMessages.phoneInvalid),
    v.regex(/^[0-9()+\-. ]*$/, accessMessages.phoneInvalid),
  ),
  work: Phone,
  CharacteristicValue: requiredText(accessMessages.selectQuestion),
  Answer: v.pipe(
    requiredText(accessMessages.enterAnswer),
    v.maxLength(50),
    v.regex(ANSWER_PATTERN, accessMessages.answerCharacters),
  ),
  /** Only read when the bill address source is PER. */
  address1: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100))),
  city: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(50))),
  postal: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(10))),
  state: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(2))),
});
export type UpdateUserDetailsRequest = v.InferInput<typeof UpdateUserDetailsRequest>;

export const StatusDescriptionResponse = v.object({
  result: v.object({ status: v.string(), description: v.string() }),
});

/** POST /api/v1/update-user-password (spec 002 §5 'Change password'). */
export const UpdateUserPasswordRequest = v.pipe(
  v.object({
    personId: v.pipe(v.string(), v.nonEmpty()),
    oldPassword: v.pipe(v.string(m.enterCurrentPassword), v.nonEmpty(m.enterCurrentPassword)),
    password: SignUpPassword,
    confirmPassword: v.pipe(v.string(m.confirmNewPassword), v.nonEmpty(m.confirmNewPassword)),
  }),
  v.forward(
    v.partialCheck(
      [["password"], ["confirmPassword"]],
      (input) => input.password === input.confirmPassword,
      accessMessages.passwordMismatch,
    ),
    ["confirmPassword"],
  ),
);
export type UpdateUserPasswordRequest = v.InferInput<typeof UpdateUserPasswordRequest>;

/** The profile feature's routes in the table (decision 017). */
export const profileRoutes = {
  userDetailsEditAccount: {
    method: "POST",
    path: "/api/v1/user-details-edit-account",
    access: "customer",
    request: EditAccountRequest,
    answer: EditAccountResponse,
    errors: [...BILLING_ERRORS],
    summary: "user-details-edit-account (002 §7): the profile to edit and its dated old details",
  },
  updateUserDetails: {
    method: "POST",
    path: "/api/v1/update-user-details",
    access: "customer",
    request: UpdateUserDetailsRequest,
    answer: StatusDescriptionResponse,
    errors: [...BILLING_ERRORS],
    summary: "update-user-details (002 §7): e-mail, phones, security question, PER mailing address",
  },
  updateUserPassword: {
    method: "POST",
    path: "/api/v1/update-user-password",
    access: "customer",
    request: UpdateUserPasswordRequest,
    answer: StatusDescriptionResponse,
    errors: [...BILLING_ERRORS],
    summary: "update-user-password (002 §7): checked by billing; every session of the customer ends",
  },
} as const satisfies Record<string, RouteEntry>;
