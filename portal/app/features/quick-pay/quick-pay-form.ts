/** Quick pay's step 1 form, checked the same way in the browser and in the action (spec 002 §4). */
import { parseWithValibot } from "@conform-to/valibot";
import { QuickPayStep1 } from "@paygpa/bff/contract";

export const parseStep1 = (formData: FormData) =>
  parseWithValibot(formData, { schema: QuickPayStep1, disableAutoCoercion: true });
