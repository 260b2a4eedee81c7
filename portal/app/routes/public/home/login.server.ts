import { parseWithValibot } from "@conform-to/valibot";
import { UserLoginRequest } from "@paygpa/contract";

/**
 * The login form's check, on the server only: the contract's `UserLoginRequest` (the customer's typed
 * fields; the contract adds the fixed login constants WEB, ALWD, WPCOUNT, GPA, 5). Empty strings are
 * kept so that the contract's own 'Please enter your …' messages show.
 */
export const parseLogin = (formData: FormData) =>
  parseWithValibot(formData, { schema: UserLoginRequest, disableAutoCoercion: true });
