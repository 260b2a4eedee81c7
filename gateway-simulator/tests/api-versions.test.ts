/** The direct API's version paths, each rule from the manual's section (API Security HMAC Hash). */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { signE4Request } from "../src/index";
import { control, type Gateway, purchase, startGateway, TERMINAL } from "./helpers";

let gateway: Gateway;
beforeEach(async () => {
  gateway = await startGateway();
});
afterEach(async () => {
  await gateway.close();
});

function signedPost(version: string, body: Record<string, unknown>) {
  const json = JSON.stringify(body);
  const target = `/transaction/${version}`;
  const headers = signE4Request({
    method: "POST",
    requestTarget: target,
    body: json,
    keyId: TERMINAL.hmacKeyId,
    hmacKey: TERMINAL.hmacKey,
    date: gateway.clock.now(),
  });
  return fetch(`${gateway.url}${target}`, { method: "POST", headers: { ...headers }, body: json });
}

describe("the direct API's versions", () => {
  it.each(["v12", "v14", "v20", "v27", "v28"])("answers %s, HMAC-signed", async (version) => {
    const answer = await signedPost(version, purchase());
    expect(answer.status).toBe(201);
    expect(await answer.json()).toMatchObject({ transaction_approved: 1 });
  });

  it("takes v11 with the terminal's gateway id and password alone, as before the HMAC scheme", async () => {
    const answer = await fetch(`${gateway.url}/transaction/v11`, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify(purchase()),
    });
    expect(answer.status).toBe(201);
    const wrong = await fetch(`${gateway.url}/transaction/v11`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(purchase({ password: "not-the-password" })),
    });
    expect(wrong.status).toBe(401);
  });

  it("requires the HMAC signature from v12 on", async () => {
    const unsigned = await fetch(`${gateway.url}/transaction/v12`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(purchase()),
    });
    expect(unsigned.status).toBe(401);
  });

  it("has no v10 nor v29", async () => {
    expect((await signedPost("v10", purchase())).status).toBe(404);
    expect((await signedPost("v29", purchase())).status).toBe(404);
  });
});

describe("brand refusals (ETG / bank response codes)", () => {
  it.each([
    ["378282246310005", "American Express"],
    ["3530111333300000", "JCB"],
    ["30569309025904", "Diners Club"],
  ])("refuses %s as a brand the merchant does not take, naming %s", async (number, brand) => {
    const answer = await signedPost("v12", purchase({ cc_number: number }));
    expect(answer.status).toBe(201);
    expect(await answer.json()).toMatchObject({
      transaction_error: 1,
      transaction_approved: 0,
      exact_resp_code: "37",
      exact_message: "Payment Type Not Supported By Merchant",
      credit_card_type: brand,
    });
  });

  it("still answers a number that fails the Luhn check as an invalid card number", async () => {
    const answer = await signedPost("v12", purchase({ cc_number: "378282246310006" }));
    expect(answer.status).toBe(400);
    expect(await answer.text()).toBe("Bad Request (22) - Invalid Credit Card Number");
  });
});

describe("type 05 and TransArmor tokens (Transaction Types, TransArmor Tokenization)", () => {
  it("verifies a card with a $0 pre-authorization only (05); other types still need an amount", async () => {
    const verify = await signedPost("v14", purchase({ transaction_type: "05", amount: "0.00" }));
    expect(verify.status).toBe(201);
    expect(await verify.json()).toMatchObject({ transaction_approved: 1, transaction_type: "05", amount: 0 });
    expect((await signedPost("v14", purchase({ amount: "0.00" }))).status).toBe(400);
  });

  it("issues a token on 05, 00 and 01 when the terminal has tokenization on, and takes it for the card", async () => {
    const json = async (response: Promise<Response>) =>
      (await (await response).json()) as { transarmor_token?: string };
    const off = await json(signedPost("v14", purchase()));
    expect(off.transarmor_token).toBeUndefined();

    await control(gateway, "PUT", "/terminal/settings", { tokenization: true });
    const verified = await json(signedPost("v14", purchase({ transaction_type: "05", amount: "0" })));
    expect(verified.transarmor_token).toMatch(/^\d{12}1111$/);
    const again = await json(signedPost("v14", purchase({ transaction_type: "01" })));
    expect(again.transarmor_token).toBe(verified.transarmor_token);

    const { cc_number: _, ...withoutCard } = purchase();
    const byToken = await signedPost("v14", {
      ...withoutCard,
      transarmor_token: verified.transarmor_token,
      credit_card_type: "Visa",
    });
    expect(await byToken.json()).toMatchObject({
      transaction_approved: 1,
      cc_number: "############1111",
      transarmor_token: verified.transarmor_token,
    });
    const wrongType = await signedPost("v14", {
      ...withoutCard,
      transarmor_token: verified.transarmor_token,
      credit_card_type: "Mastercard",
    });
    expect(wrongType.status).toBe(400);
    expect(await wrongType.text()).toBe("Bad Request (22) - Invalid Credit Card Number");
    const missingType = await signedPost("v14", {
      ...withoutCard,
      transarmor_token: verified.transarmor_token,
    });
    expect(missingType.status).toBe(400);
  });
});
