import { expectNoViolations } from "./a11y";
import { expect, test } from "./fixtures";

// The checker itself (WCAG 2.2 AA): it must fail on a page with a known violation, or the
// accessibility check of every other test proves nothing. (A page of `setContent` has no address,
// so the automatic check of the fixture leaves it alone.)
test.describe("the accessibility checker", () => {
  test("throws with the rule, impact, target and help URL on an image without a text alternative, a link told by colour alone and a name without its visible text", async ({
    browser,
  }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.setContent(
      `<html lang="en"><head><title>Known violations</title></head><body><main>
        <img src="data:," id="no-alt">
        <a href="/" aria-label="Home page"><span>PayGPA</span></a>
        <p style="color:#000">Read the <a href="/faq" style="color:#222;text-decoration:none">FAQ</a> first.</p>
      </main></body></html>`,
    );
    const failure = await expectNoViolations(page, "a known bad page").then(
      () => null,
      (error: Error) => error.message,
    );
    expect(failure).toContain("image-alt [critical]");
    expect(failure).toContain("link-in-text-block [serious]");
    expect(failure).toContain("label-content-name-mismatch [serious]");
    expect(failure).toContain("target #no-alt");
    expect(failure).toContain("https://dequeuniversity.com/rules/axe/");
    expect(failure).toContain("on a known bad page");
    await context.close();
  });

  test("throws on targets under 24 × 24 px crowded together (WCAG 2.2 2.5.8, axe's 2.2 rule)", async ({
    browser,
  }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.setContent(
      `<html lang="en"><head><title>Small targets</title></head><body><main><h1>Small targets</h1>
        <div><button id="tiny-previous" style="all:unset;display:inline-block;width:12px;height:12px">‹</button><button
          id="tiny-next" style="all:unset;display:inline-block;width:12px;height:12px">›</button></div>
      </main></body></html>`,
    );
    const failure = await expectNoViolations(page, "a page of tiny buttons").then(
      () => null,
      (error: Error) => error.message,
    );
    expect(failure).toContain("target-size [serious]");
    expect(failure).toContain("WCAG 2.2 A/AA");
    await context.close();
  });

  test("runs IBM's engine beside axe, offline: its rule, the element and IBM's help page are named", async ({
    browser,
  }) => {
    const context = await browser.newContext();
    // No network at all: the engine comes from node_modules, no rule archive is fetched.
    await context.route("**/*", (route) => route.abort());
    const page = await context.newPage();
    await page.setContent(
      `<html lang="en"><head><title>Unlabelled field</title></head><body><main><h1>Unlabelled field</h1>
        <input type="text" id="no-label"></main></body></html>`,
    );
    const failure = await expectNoViolations(page, "a page with a field without a label").then(
      () => null,
      (error: Error) => error.message,
    );
    expect(failure).toContain("ibm:input_label_exists [serious]");
    expect(failure).toContain("(IBM Equal Access)");
    expect(failure).toContain("target #no-label");
    expect(failure).toContain("https://able.ibm.com/rules/archives/latest/doc/en-US/input_label_exists.html");
    await context.close();
  });

  test("passes a page without violations", async ({ browser }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.setContent(
      `<html lang="en"><head><title>Fine</title></head><body><main><h1>Fine</h1>
        <p>Read the <a href="/faq">FAQ</a> first.</p></main></body></html>`,
    );
    await expectNoViolations(page, "a good page");
    await context.close();
  });
});
