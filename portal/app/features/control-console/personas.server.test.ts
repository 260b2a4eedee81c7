import { describe, expect, it } from "vitest";
import { personaPassword } from "./personas.server";

const control = {
  personas: async () => ({
    customers: [
      {
        username: "maria.cruz",
        password: "Current#2026",
        title: "Postpaid",
        email: "m@example.com",
        accounts: [],
      },
    ],
  }),
  trainees: async () => ({
    trainees: 2,
    class: [1, 2].map((trainee) => ({
      trainee,
      suffix: `.0${trainee}`,
      customers: [
        {
          key: "postpaid-current",
          title: "Postpaid",
          username: `maria.cruz.0${trainee}`,
          password: "Current#2026",
          accounts: [],
        },
      ],
      unregistered: [],
    })),
  }),
};

describe("log in as, on the trainer's screen", () => {
  it("knows a base persona's password and a trainee's copy's, and no one else's", async () => {
    const calls = control as never;
    expect(await personaPassword(calls, "maria.cruz")).toBe("Current#2026");
    expect(await personaPassword(calls, "maria.cruz.02")).toBe("Current#2026");
    expect(await personaPassword(calls, "maria.cruz.03")).toBeNull();
    expect(await personaPassword(calls, "someone.else")).toBeNull();
  });
});
