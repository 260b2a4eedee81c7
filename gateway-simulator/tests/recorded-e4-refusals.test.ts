/**
 * The refusal classes and the JSON answer, as the real gateway gives them, for the requests of
 * activemerchant's e4 clients: a Luhn-invalid card (its remote tests' 4111111111111113) and a
 * currency the terminal does not take as plain-text 400 `Bad Request (NN) - text` (omnipay-exact's
 * recorded mock `BadRequest.txt`); bad credentials 401 before the body on v11 and v28
 * (`bad_credentials_response`), a malformed body 400 (`no_transaction_response`); $5,000.42 as
 * `Bad Request (42)` (`test_trans_error`); the JSON answer's unset properties null (omnipay-exact `PurchaseSuccess.txt`).
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { clientRequest, postXml as post, recordedV27Purchase } from "./e4-client-requests";
import { callTransactionApi, type Gateway, purchase, startGateway, TERMINAL } from "./helpers";

let gateway: Gateway;
beforeEach(async () => {
  gateway = await startGateway();
});
afterEach(async () => {
  await gateway.close();
});
const postXml = (xml: string, version?: string) => post(gateway, xml, version);

describe("the refusal classes, as the real gateway answers them", () => {
  it("a Luhn-invalid card (the remote tests' 4111111111111113): plain-text 400 'Bad Request (22) - Invalid Credit Card Number'", async () => {
    const xml = recordedV27Purchase().replace("4242424242424242", "4111111111111113");
    const response = await postXml(xml);
    expect(response.status).toBe(400);
    expect(await response.text()).toBe("Bad Request (22) - Invalid Credit Card Number");
    expect(gateway.store.transactions).toHaveLength(0);
  });

  it("a currency the terminal does not take: 400 'Bad Request (95) - Invalid Currency Requested'", async () => {
    const response = await postXml(
      recordedV27Purchase().replace("<Currency>USD</Currency>", "<Currency>CAD</Currency>"),
    );
    expect(response.status).toBe(400);
    expect(await response.text()).toBe("Bad Request (95) - Invalid Currency Requested");
  });

  it.each(["v11", "v28"])(
    "bad credentials are 401 before the body is read (%s), a malformed body with good ones 400",
    async (version) => {
      const wrong = clientRequest("00", "").replace(
        `<Password>${TERMINAL.password}</Password>`,
        "<Password>wrong</Password>",
      );
      const refused = await postXml(wrong, version);
      expect(refused.status).toBe(401);
      expect(await refused.text()).toBe("Unauthorized Request. Bad or missing credentials.");
      const malformed = await postXml(clientRequest("", "<DollarAmount>1.00</DollarAmount>"), version);
      expect(malformed.status).toBe(400);
      expect(await malformed.text()).toBe("Malformed request: Transaction Type is missing.");
    },
  );

  it("$5,000.42 (test_trans_error): 400 'Bad Request (42) - Unable to Send Transaction', nothing kept", async () => {
    // The remote tests' error_code "processing_error" comes only from an HTTP error's body digits.
    const response = await postXml(
      recordedV27Purchase().replace("<DollarAmount>1.00", "<DollarAmount>5000.42"),
    );
    expect(response.status).toBe(400);
    expect(await response.text()).toBe("Bad Request (42) - Unable to Send Transaction");
    expect(gateway.store.transactions).toHaveLength(0);
  });
});

describe("the JSON equivalents", () => {
  it("echo unset properties as null (omnipay-exact PurchaseSuccess.txt) and the address object", async () => {
    const address = {
      address1: "456 My Street",
      city: "Ottawa",
      state: "ON",
      zip: "K1C2N6",
      country_code: "CA",
    };
    const response = await callTransactionApi(
      gateway,
      purchase({ address, client_ip: "127.0.0.1", ecommerce_flag: "07" }),
    );
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({
      transaction_approved: 1,
      track1: null,
      tax1_amount: null,
      xid: null,
      client_ip: "127.0.0.1",
      ecommerce_flag: 7,
      avs: "4",
      address,
    });
  });

  it("refuses a nested object the schemas type otherwise", async () => {
    const response = await callTransactionApi(gateway, purchase({ address: { street: "456 My Street" } }));
    expect(response.status).toBe(400);
    expect(await response.text()).toBe("Malformed request: address does not take street.");
  });
});
