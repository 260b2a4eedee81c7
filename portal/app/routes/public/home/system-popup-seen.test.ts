import { describe, expect, it } from "vitest";
import { openBeforeHydrationScript, SYSTEM_POPUP_ID, SYSTEM_POPUP_SEEN_KEY } from "./system-popup-seen";

/** Runs the inline script against a stand-in `<dialog>` and sessionStorage. */
function run(title: string, seen: string | null, present = true) {
  const storage = new Map<string, string>();
  if (seen !== null) storage.set(SYSTEM_POPUP_SEEN_KEY, seen);
  const listeners: Array<() => void> = [];
  const dialog = {
    open: false,
    showModal() {
      this.open = true;
    },
    addEventListener(type: string, listener: () => void) {
      if (type === "close") listeners.push(listener);
    },
  };
  const document = { getElementById: (id: string) => (present && id === SYSTEM_POPUP_ID ? dialog : null) };
  const sessionStorage = {
    getItem: (key: string) => storage.get(key) ?? null,
    setItem: (key: string, value: string) => storage.set(key, value),
  };
  new Function("document", "sessionStorage", openBeforeHydrationScript(title))(document, sessionStorage);
  return {
    dialog,
    storage,
    close: () => {
      for (const listener of listeners) listener();
    },
  };
}

describe("the system pop-up's inline opening script", () => {
  it("opens the pop-up a browser session has not seen, and marks it seen when it closes", () => {
    const { dialog, storage, close } = run("Scheduled system maintenance", null);
    expect(dialog.open).toBe(true);
    expect(storage.get(SYSTEM_POPUP_SEEN_KEY)).toBeUndefined();
    close();
    expect(storage.get(SYSTEM_POPUP_SEEN_KEY)).toBe("Scheduled system maintenance");
  });

  it("leaves it closed when this pop-up, or every pop-up, was seen", () => {
    expect(run("Scheduled system maintenance", "Scheduled system maintenance").dialog.open).toBe(false);
    expect(run("Scheduled system maintenance", "*").dialog.open).toBe(false);
    expect(run("Scheduled system maintenance", "Office closed Friday").dialog.open).toBe(true);
  });

  it("does nothing when the pop-up is not on the page", () => {
    expect(() => run("Scheduled system maintenance", null, false)).not.toThrow();
  });

  it("keeps a title that could end the script element inside its string", () => {
    const title = '</script><script>alert("x")</script>\u2028';
    const script = openBeforeHydrationScript(title);
    expect(script).not.toContain("</script");
    expect(run(title, null).dialog.open).toBe(true);
    expect(run(title, title).dialog.open).toBe(false);
  });
});
