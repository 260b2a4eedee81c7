import { describe, expect, it } from "vitest";
import { deltaToSafeHtml, sanitizeEmbed, sanitizeRichText } from "./rich-text";

const delta = (ops: unknown[]) => JSON.stringify({ ops });

describe("announcement rich text is rendered to clean HTML", () => {
  it("renders Quill formatting: bold, links, lists", () => {
    const html = deltaToSafeHtml(
      delta([
        { insert: "Pay " },
        { insert: "online", attributes: { bold: true, link: "https://paygpa.example/pay" } },
        { insert: "\nLED" },
        { insert: "\n", attributes: { list: "bullet" } },
      ]),
    );
    expect(html).toContain("<strong>");
    expect(html).toContain('href="https://paygpa.example/pay"');
    expect(html).toContain("<li>LED</li>");
  });

  it("never lets a <script> through, whether typed as text or injected as HTML", () => {
    expect(deltaToSafeHtml(delta([{ insert: "<script>alert(1)</script>\n" }]))).not.toMatch(/<script/i);
    expect(sanitizeRichText("<p>hi</p><script>alert(1)</script>")).toBe("<p>hi</p>");
  });

  it("drops event handlers and javascript: URLs", () => {
    const html = sanitizeRichText(
      '<p onclick="steal()">x</p><a href="javascript:alert(1)" onmouseover="steal()">y</a><img src=x onerror="steal()">',
    );
    expect(html).not.toMatch(/onclick|onmouseover|onerror|javascript:|<img/i);
    const viaDelta = deltaToSafeHtml(
      delta([{ insert: "y", attributes: { link: "javascript:alert(1)" } }, { insert: "\n" }]),
    );
    expect(viaDelta).not.toMatch(/javascript:/i);
  });

  it("keeps iframes of allowed video hosts and drops foreign ones", () => {
    const youtube = '<iframe src="https://www.youtube-nocookie.com/embed/abc" title="t"></iframe>';
    expect(sanitizeEmbed(youtube)).toContain('src="https://www.youtube-nocookie.com/embed/abc"');
    expect(sanitizeEmbed('<iframe src="https://evil.example/embed"></iframe>')).toBeNull();
    expect(sanitizeEmbed('<iframe src="http://www.youtube.com/embed/abc"></iframe>')).toBeNull();
    expect(sanitizeEmbed('<iframe src="javascript:alert(1)"></iframe>')).toBeNull();
    expect(sanitizeRichText('<p>a</p><iframe src="https://evil.example/x"></iframe>')).toBe("<p>a</p>");
    const quillVideo = deltaToSafeHtml(
      delta([{ insert: { video: "https://player.vimeo.com/video/1" } }, { insert: "\n" }]),
    );
    expect(quillVideo).toContain('src="https://player.vimeo.com/video/1"');
    const foreignVideo = deltaToSafeHtml(
      delta([{ insert: { video: "https://evil.example/v" } }, { insert: "\n" }]),
    );
    expect(foreignVideo).not.toContain("iframe");
  });

  it("answers empty text for content that is not a delta", () => {
    expect(deltaToSafeHtml("not json")).toBe("");
  });
});
