import { describe, expect, it } from "vitest";
import { isNetworkOrWebAddress, uploadPathInside } from "./upload-path-rule";

const root = "/srv/paygpa/arrangement-forms";

describe("the payment-arrangement file path stays inside the upload root (spec 000 §2)", () => {
  it("takes a folder relative to the root, or an absolute one inside it", () => {
    expect(uploadPathInside(root, "2026/november")).toBe(`${root}/2026/november`);
    expect(uploadPathInside(root, `${root}/signed`)).toBe(`${root}/signed`);
    expect(uploadPathInside(root, root)).toBe(root);
  });

  it("refuses '..' anywhere, an absolute path elsewhere, and an empty path", () => {
    expect(uploadPathInside(root, "../etc")).toBeNull();
    expect(uploadPathInside(root, "signed/../../x")).toBeNull();
    expect(uploadPathInside(root, "signed/../ok")).toBeNull();
    expect(uploadPathInside(root, "/etc/cron.d")).toBeNull();
    expect(uploadPathInside(root, "/srv/paygpa/arrangement-forms-evil")).toBeNull();
    expect(uploadPathInside(root, "   ")).toBeNull();
    expect(uploadPathInside(root, "a\0b")).toBeNull();
  });

  it("refuses network shares, web and file addresses and drive letters, which are not folders", () => {
    for (const address of [
      "\\\\fileserver\\forms",
      "//fileserver/forms",
      "file:///srv/paygpa/arrangement-forms/x",
      "http://evil.example/forms",
      "https://intranet/forms",
      "smb://fileserver/forms",
      "C:\\forms",
      "  \\\\host\\share  ",
    ]) {
      expect(isNetworkOrWebAddress(address), address).toBe(true);
      expect(uploadPathInside(root, address), address).toBeNull();
    }
    for (const folder of ["2026/november", "signed forms", `${root}/signed`, "a-b_c.d"]) {
      expect(isNetworkOrWebAddress(folder), folder).toBe(false);
    }
  });
});
