import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { issuesByField } from "./issues";

describe("issuesByField", () => {
  it("keeps only the first failed rule of each field, by the field's path", () => {
    const schema = v.object({
      name: v.pipe(v.string(), v.nonEmpty("Please enter your name."), v.minLength(3, "Too short.")),
      email: v.pipe(v.string(), v.email("Not an e-mail.")),
    });
    const parsed = v.safeParse(schema, { name: "", email: "x" });
    expect(parsed.success).toBe(false);
    if (parsed.success) return;
    expect(issuesByField(parsed.issues)).toEqual({
      name: ["Please enter your name."],
      email: ["Not an e-mail."],
    });
  });
});
