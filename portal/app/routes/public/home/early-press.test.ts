import { describe, expect, it } from "vitest";
import { EARLY_PRESS_ATTRIBUTE, earlyPressScript, takeEarlyPress } from "./early-press";

const FLAGS = ["forgot-password", "forgot-username", "quick-pay"] as const;

/** Runs the inline script against a stand-in document; answers a way to click and the page's scope. */
function load() {
  const listeners = new Set<(event: { target: unknown }) => void>();
  const document = {
    addEventListener: (_type: string, listener: (event: { target: unknown }) => void) =>
      listeners.add(listener),
    removeEventListener: (_type: string, listener: (event: { target: unknown }) => void) =>
      listeners.delete(listener),
  };
  const window: Record<string, unknown> = {};
  new Function("document", "window", earlyPressScript())(document, window);
  const button = (flag: string | null, disabled = false) => {
    const element = {
      disabled,
      isConnected: true,
      focused: false,
      focus() {
        element.focused = true;
      },
      getAttribute: (name: string) => (name === EARLY_PRESS_ATTRIBUTE ? flag : null),
      closest: (selector: string) =>
        flag !== null && selector === `[${EARLY_PRESS_ATTRIBUTE}]` ? element : null,
    };
    return element;
  };
  const click = (target: unknown) => {
    for (const listener of listeners) listener({ target });
  };
  return { window, button, click, listeners };
}

describe("the home page's early press of a dialog button", () => {
  it("keeps the last dialog button pressed before hydration and focuses it when taken", () => {
    const page = load();
    const forgot = page.button("forgot-username");
    const quickPay = page.button("quick-pay");
    page.click(forgot);
    page.click(page.button(null));
    page.click(quickPay);
    expect(takeEarlyPress(page.window, FLAGS)).toBe("quick-pay");
    expect(quickPay.focused).toBe(true);
    expect(forgot.focused).toBe(false);
  });

  it("stops listening once taken, and answers nothing the second time", () => {
    const page = load();
    expect(page.listeners.size).toBe(1);
    expect(takeEarlyPress(page.window, FLAGS)).toBeNull();
    expect(page.listeners.size).toBe(0);
    page.click(page.button("quick-pay"));
    expect(takeEarlyPress(page.window, FLAGS)).toBeNull();
  });

  it("ignores a disabled button (Quick Pay under maintenance) and a dialog the page does not know", () => {
    const disabled = load();
    disabled.click(disabled.button("quick-pay", true));
    expect(takeEarlyPress(disabled.window, FLAGS)).toBeNull();
    const unknown = load();
    unknown.click(unknown.button("sign-up"));
    expect(takeEarlyPress(unknown.window, FLAGS)).toBeNull();
  });

  it("answers nothing on a page the browser did not load itself (no inline script ran)", () => {
    expect(takeEarlyPress({}, FLAGS)).toBeNull();
  });
});
