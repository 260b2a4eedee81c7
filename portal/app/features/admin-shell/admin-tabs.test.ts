import { describe, expect, it } from "vitest";
import { screensForLevel } from "./admin-tabs";

const tabsOf = (level: number) =>
  screensForLevel(level)
    .filter((screen) => screen.kind === "tab")
    .map((screen) => screen.label);

describe("the admin control screen's tabs by level (spec 001 §2, §6)", () => {
  it("level 1 (super admin) has all seven tabs", () => {
    expect(tabsOf(1)).toEqual([
      "Users",
      "System Maintenance",
      "Announcements",
      "Reports",
      "Phoned In",
      "Password Reset",
      "Payment Arrangement Upload Path",
    ]);
  });

  it("level 2 (IT admin): System Maintenance, Announcements, Reports", () => {
    expect(tabsOf(2)).toEqual(["System Maintenance", "Announcements", "Reports"]);
  });

  it("level 3 (finance): Reports, Phoned In", () => {
    expect(tabsOf(3)).toEqual(["Reports", "Phoned In"]);
  });

  it("level 4 (phoned-in staff): Phoned-In, Password Reset", () => {
    expect(tabsOf(4)).toEqual(["Phoned-In", "Password Reset"]);
  });

  it("any other level has no tabs and no views", () => {
    for (const level of [0, 5, 99]) expect(screensForLevel(level)).toEqual([]);
  });

  it("only level 1 has the views beyond the spec's tabs (Arrangement Forms, Audit Log)", () => {
    const views = (level: number) =>
      screensForLevel(level)
        .filter((screen) => screen.kind === "view")
        .map((screen) => screen.label);
    expect(views(1)).toEqual(["Arrangement Forms", "Audit Log"]);
    for (const level of [2, 3, 4]) expect(views(level)).toEqual([]);
  });

  it("links each screen under /admin-dashboard", () => {
    expect(screensForLevel(3).map((screen) => screen.to)).toEqual([
      "/admin-dashboard/reports",
      "/admin-dashboard/phoned-in",
    ]);
  });
});
