import { describe, expect, it } from "vitest";
import type { E4Answer } from "./e4-answers";
import { relayResponseHash } from "./gateway-protocol";
import {
  chargeOfAnswer,
  relayOfFields,
  tokenOfAnswer,
  unprocessedCharge,
  withRelayReceipt,
} from "./wire-mapping";

const answer: E4Answer = {
  transaction_error: 0,
  transaction_approved: 1,
  exact_resp_code: "00",
  exact_message: "Transaction Normal",
  bank_resp_code: "100",
  bank_message: "Approved",
  sequence_no: "000001",
  transaction_tag: 902006933,
  authorization_num: "ET4653",
  retrieval_ref_no: "4569871",
  cc_number: "############1111",
  cardholder_name: "Maria Cruz",
  credit_card_type: "Visa",
  amount: 10,
  currency_code: "USD",
  reference_no: "200001",
  ctr: "TRANS. REF.    : 200001\nAUTH. NUM.     : ET4653",
};

/** The same approval as the hosted page's relay tells it. */
const relayFields = {
  x_response_code: "1",
  x_trans_id: "902006933",
  x_invoice_num: "200001",
  x_amount: "10.00",
  x_login: "WSP-GPA-RES-01",
  x_MD5_Hash: relayResponseHash("key", "WSP-GPA-RES-01", "902006933", "10.00"),
  Transaction_Approved: "YES",
  Transaction_Tag: "902006933",
  SequenceNo: "000001",
  Authorization_Num: "ET4653",
  Bank_Resp_Code: "100",
  Bank_Message: "Approved",
  EXact_Resp_Code: "00",
  EXact_Message: "Transaction Normal",
  Retrieval_Ref_No: "4569871",
  Card_Number: "############1111",
  CardHoldersName: "Maria Cruz",
  TransactionCardType: "Visa",
  exact_ctr: "TRANS. REF.    : 200001\nAUTH. NUM.     : ET4653",
};

describe("one charge, whoever brings the gateway's answer", () => {
  it("reads a direct answer and the same approval's relay into the same charge", () => {
    const direct = chargeOfAnswer(answer);
    const relayed = relayOfFields(relayFields).charge;
    const { answerLog: _a, pageLogin: _p, ...fromDirect } = direct;
    const { answerLog: _b, pageLogin, ...fromRelay } = relayed;
    expect(fromRelay).toEqual(fromDirect);
    expect(pageLogin).toBe("WSP-GPA-RES-01");
    expect(direct).toMatchObject({
      outcome: "approved",
      tag: "902006933",
      invoice: "200001",
      amount: "10.00",
      authorization: "ET4653",
      reason: "Approved",
      card: { brand: "Visa", maskedNumber: "############1111", lastFour: "1111", holder: "Maria Cruz" },
      receiptLines: [
        { label: "TRANS. REF.", value: "200001" },
        { label: "AUTH. NUM.", value: "ET4653" },
      ],
    });
  });

  it("reads the relay's signed names apart from its outcome", () => {
    expect(relayOfFields(relayFields)).toMatchObject({
      invoice: "200001",
      pageLogin: "WSP-GPA-RES-01",
      transactionTag: "902006933",
      amount: "10.00",
    });
  });

  it("keeps no signature, CVV or password in the answer log", () => {
    const log = JSON.parse(
      relayOfFields({ ...relayFields, x_cvv: "123", CVD_Presence: "1", password: "p" }).charge.answerLog,
    );
    expect(Object.keys(log).filter((name) => /hash|cvv|cvd|password/i.test(name))).toEqual([]);
  });

  it("reads the reason of a decline in the issuer's words, else the gateway's", () => {
    expect(
      chargeOfAnswer({ ...answer, transaction_approved: 0, bank_message: "Credit Floor" }),
    ).toMatchObject({
      outcome: "declined",
      approved: false,
      reason: "Credit Floor",
    });
    expect(
      chargeOfAnswer({ ...answer, transaction_approved: 0, transaction_error: 1, bank_message: "" }),
    ).toMatchObject({ outcome: "error", reason: "Transaction Normal" });
  });

  it("reads a token only when it is digits", () => {
    expect(tokenOfAnswer({ transarmor_token: "9123456789011111" })).toBe("9123456789011111");
    expect(tokenOfAnswer({ transarmor_token: "" })).toBeNull();
    expect(tokenOfAnswer({})).toBeNull();
    expect(chargeOfAnswer({ ...answer, transarmor_token: "9123456789011111" }).token).toBe(
      "9123456789011111",
    );
  });

  it("keeps a relay's receipt on the gateway's record, in the log too", () => {
    const record = {
      ...unprocessedCharge("200001", ""),
      kind: "purchase" as const,
      originalTag: "",
      processedAt: null,
    };
    const kept = withRelayReceipt(record, relayOfFields(relayFields));
    expect(kept.receiptText).toContain("TRANS. REF.");
    expect(JSON.parse(kept.answerLog).exact_ctr).toContain("TRANS. REF.");
  });

  it("words a charge the gateway never processed as an error", () => {
    expect(unprocessedCharge("200001", "Gateway unavailable")).toMatchObject({
      outcome: "error",
      approved: false,
      tag: "",
      reason: "Gateway unavailable",
    });
  });
});
