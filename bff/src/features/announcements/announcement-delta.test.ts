import { describe, expect, it } from "vitest";
import { cleanAnnouncementDelta, isSafeLink } from "./announcement-delta";
import { deltaToSafeHtml } from "./rich-text";

const stored = "/announcement-images/0b5e9a4c-1f2d-4c3b-9a8e-7d6c5b4a3f21.png";
const clean = (ops: unknown[]) => cleanAnnouncementDelta(JSON.stringify({ ops }));

describe("an announcement's rich text on the way in (spec 000 §3, §5)", () => {
  it("keeps text and the editor's formats, and drops attributes it does not offer", () => {
    const result = clean([
      { insert: "Pay ", attributes: { bold: true, color: "red", style: "x" } },
      { insert: "online", attributes: { link: "https://paygpa.example/pay", onclick: "steal()" } },
      { insert: "\n", attributes: { header: 2 } },
    ]);
    expect(result).toEqual({
      ok: true,
      delta: {
        ops: [
          { insert: "Pay ", attributes: { bold: true } },
          { insert: "online", attributes: { link: "https://paygpa.example/pay" } },
          { insert: "\n", attributes: { header: 2 } },
        ],
      },
    });
  });

  it("drops javascript: and protocol-relative links", () => {
    expect(isSafeLink("javascript:alert(1)")).toBe(false);
    expect(isSafeLink("//evil.example/x")).toBe(false);
    expect(isSafeLink("/sign-up")).toBe(true);
    const result = clean([{ insert: "x", attributes: { link: "JaVaScRiPt:alert(1)" } }]);
    expect(result).toEqual({ ok: true, delta: { ops: [{ insert: "x" }] } });
  });

  it("refuses an inserted image without alt text (alt text is mandatory)", () => {
    expect(clean([{ insert: { image: stored } }])).toEqual({ ok: false, problem: "image-needs-alt" });
    expect(clean([{ insert: { image: stored }, attributes: { alt: "  " } }])).toEqual({
      ok: false,
      problem: "image-needs-alt",
    });
  });

  it("keeps an image the BFF stored, with its alt text, and drops images from anywhere else", () => {
    const result = clean([
      { insert: { image: stored }, attributes: { alt: "A lineman at work", onerror: "x" } },
      { insert: { image: "https://evil.example/x.png" }, attributes: { alt: "x" } },
      { insert: { image: "data:image/svg+xml;base64,PHN2Zz4=" }, attributes: { alt: "x" } },
    ]);
    expect(result).toEqual({
      ok: true,
      delta: { ops: [{ insert: { image: stored }, attributes: { alt: "A lineman at work" } }] },
    });
    if (!result.ok) throw new Error("refused");
    expect(deltaToSafeHtml(JSON.stringify(result.delta))).toContain(
      `<img alt="A lineman at work" src="${stored}"`,
    );
  });

  it("keeps videos of the allowed hosts only", () => {
    const result = clean([
      { insert: { video: "https://player.vimeo.com/video/1" } },
      { insert: { video: "https://evil.example/v" } },
      { insert: { formula: "x" } },
    ]);
    expect(result).toEqual({
      ok: true,
      delta: { ops: [{ insert: { video: "https://player.vimeo.com/video/1" } }] },
    });
  });

  it("refuses what is not a Delta", () => {
    expect(cleanAnnouncementDelta("<p>hi</p>")).toEqual({ ok: false, problem: "unreadable" });
    expect(cleanAnnouncementDelta('{"ops":[{"retain":3}]}')).toEqual({ ok: false, problem: "unreadable" });
    expect(cleanAnnouncementDelta("null")).toEqual({ ok: false, problem: "unreadable" });
  });
});

describe("an image in stored content on the way out", () => {
  it("is shown only when stored by the BFF and described", () => {
    const html = deltaToSafeHtml(
      JSON.stringify({
        ops: [{ insert: { image: stored }, attributes: { alt: '"><script>alert(1)</script>' } }],
      }),
    );
    expect(html).not.toMatch(/<script/i);
    expect(deltaToSafeHtml(JSON.stringify({ ops: [{ insert: { image: stored } }] }))).not.toContain("<img");
  });
});
