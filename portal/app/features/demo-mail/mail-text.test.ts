import { describe, expect, it } from "vitest";
import { mailParts } from "./mail-text";

describe("the demo mail viewer's links", () => {
  it("makes the sign-up confirmation address a link, and leaves the sentence's full stop out of it", () => {
    const text =
      "Welcome.\nConfirm your e-mail: http://localhost:3000/sign-up-confirm?token=ab12_cd-34.\nThank you";
    expect(mailParts(text)).toEqual([
      { text: "Welcome.\nConfirm your e-mail: ", link: false },
      { text: "http://localhost:3000/sign-up-confirm?token=ab12_cd-34", link: true },
      { text: ".\nThank you", link: false },
    ]);
  });

  it("keeps a text with no address as one plain part", () => {
    expect(mailParts("Your username is: maria.cruz")).toEqual([
      { text: "Your username is: maria.cruz", link: false },
    ]);
  });
});
