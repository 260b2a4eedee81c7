/**
 * Every element the published e4 schemas declare for a `<Transaction>` request, with the JSON name
 * the simulator works under: the v27 schema (`test/schema/firstdata_e4/v27.xsd` in the
 * activemerchant repository: the `Transaction` complex type's `s:all`, and its complex types
 * `Address_Type`, `StoredCredentialsType`, `Level3_Type` with `Level3_ShipToAddress_Type` and
 * `Level3_LineItem_Type`, `SoftDescriptor_Type`, `DynamicCurrency`, `DynamicPricing`,
 * `VisaCheckout`, `MasterPass`, `PaypalTransactionDetails`, `Extra_Type`) and the v11 schema
 * (`v11.xsd`: `VerificationStr1`, `VerificationStr2`, the older names of the address string and the
 * CVV). Simple elements are `s:string` unless listed as booleans; a complex element holds only
 * its type's children, its required ones (`minOccurs="1"`) present, none more often than
 * `maxOccurs`. The same shapes are read from JSON under the snake-case names.
 */

/** A complex type: its children (XML name → JSON name), the required ones, how often each may occur. */
export interface ComplexType {
  children: Readonly<Record<string, string | ComplexRef>>;
  required?: readonly string[];
  /** Children that may repeat, with their `maxOccurs`. */
  repeats?: Readonly<Record<string, number>>;
  booleans?: readonly string[];
}
export interface ComplexRef {
  json: string;
  type: ComplexType;
}

const strings = (...names: string[]) =>
  Object.fromEntries(names.map((name) => [name, snake(name)])) as Record<string, string>;

/** `Address1` → `address1`, `CountryCode` → `country_code`, `MVV_MAID` → `mvv_maid`. */
export function snake(name: string): string {
  return name
    .replace(/([a-z0-9])([A-Z])/g, "$1_$2")
    .replace(/__+/g, "_")
    .toLowerCase();
}

export const ADDRESS_TYPE: ComplexType = {
  children: strings(
    "Address1",
    "Address2",
    "City",
    "State",
    "Zip",
    "CountryCode",
    "PhoneNumber",
    "PhoneType",
  ),
};
export const STORED_CREDENTIALS_TYPE: ComplexType = {
  children: strings("AuthorizationTypeOverride", "Initiation", "Indicator", "Schedule", "TransactionId"),
};
const SHIP_TO_ADDRESS_TYPE: ComplexType = {
  children: strings(
    "Address1",
    "City",
    "State",
    "Country",
    "CustomerNumber",
    "Email",
    "Phone",
    "Name",
    "Zip",
  ),
};
const LINE_ITEM_TYPE: ComplexType = {
  children: strings(
    "CommodityCode",
    "Description",
    "DiscountAmount",
    "DiscountIndicator",
    "GrossNetIndicator",
    "LineItemTotal",
    "ProductCode",
    "Quantity",
    "TaxAmount",
    "TaxRate",
    "TaxType",
    "UnitCost",
    "UnitOfMeasure",
  ),
  required: ["Description", "LineItemTotal", "Quantity", "UnitCost"],
  booleans: ["DiscountIndicator", "GrossNetIndicator"],
};
export const LEVEL3_TYPE: ComplexType = {
  children: {
    ...strings(
      "TaxAmount",
      "TaxRate",
      "AltTaxAmount",
      "AltTaxId",
      "DutyAmount",
      "FreightAmount",
      "DiscountAmount",
      "ShipFromZip",
    ),
    ShipToAddress: { json: "ship_to_address", type: SHIP_TO_ADDRESS_TYPE },
    LineItem: { json: "line_item", type: LINE_ITEM_TYPE },
  },
  // The schemas require `ShipToAddress` too, but the demo approves a `<Level3>` of line items only
  // (activemerchant `remote_firstdata_e4_test.rb`, `test_successful_purchase_with_level_3`): not
  // required here either, never stricter than the real gateway.
  required: ["LineItem"],
  repeats: { LineItem: 98 },
};
const SOFT_DESCRIPTOR_TYPE: ComplexType = {
  children: strings(
    "DBAName",
    "Street",
    "City",
    "Region",
    "PostalCode",
    "CountryCode",
    "MID",
    "MCC",
    "MerchantContactInfo",
    "MVV_MAID",
    "AMEXMerchantPhone",
    "AMEXMerchantEmail",
    "PFacSubmerchantId",
    "PFacName",
  ),
};
const OPTED_IN_TYPE: ComplexType = {
  children: strings("OptedIn", "RateResponseSignature"),
  required: ["OptedIn"],
};
export const COMPLEX_ELEMENTS: Readonly<Record<string, ComplexRef>> = {
  Address: { json: "address", type: ADDRESS_TYPE },
  StoredCredentials: { json: "stored_credentials", type: STORED_CREDENTIALS_TYPE },
  Level3: { json: "level3", type: LEVEL3_TYPE },
  SoftDescriptor: { json: "soft_descriptor", type: SOFT_DESCRIPTOR_TYPE },
  DynamicCurrency: { json: "dynamic_currency", type: OPTED_IN_TYPE },
  DynamicPricing: { json: "dynamic_pricing", type: OPTED_IN_TYPE },
  VisaCheckout: {
    json: "visa_checkout",
    type: { children: strings("CallID", "PromoCode"), required: ["CallID"] },
  },
  MasterPass: {
    json: "master_pass",
    type: {
      children: strings("TransactionID", "WalletID", "Indicator"),
      required: ["TransactionID", "WalletID", "Indicator"],
    },
  },
  PaypalResponse: {
    json: "paypal_response",
    type: {
      children: strings(
        "PayerID",
        "GrossAmountCurrencyID",
        "Success",
        "Authorization",
        "Message",
        "CorrelationID",
        "Timestamp",
      ),
      required: ["Success"],
      booleans: ["Success"],
    },
  },
  Extra: { json: "extra", type: { children: strings("Field", "Value"), required: ["Field", "Value"] } },
};

/**
 * The simple elements (XML name → JSON name). Where the JSON API's published name differs from the
 * snake case of the XML one, it is written out (`cc_number`, `cc_expiry`, `cvd_code` …, the names
 * the JSON answer has always used here); both CVV elements (`VerificationStr2`, v11, and `CVDCode`,
 * v27) are read as `cvd_code`.
 */
export const SIMPLE_ELEMENTS: Readonly<Record<string, string>> = {
  ExactID: "gateway_id",
  Password: "password",
  Transaction_Type: "transaction_type",
  DollarAmount: "amount",
  SurchargeAmount: "surcharge_amount",
  Card_Number: "cc_number",
  Transaction_Tag: "transaction_tag",
  SplitTenderID: "split_tender_id",
  Track1: "track1",
  Track2: "track2",
  PAN: "pan",
  Authorization_Num: "authorization_num",
  Expiry_Date: "cc_expiry",
  CardHoldersName: "cardholder_name",
  VerificationStr1: "cc_verification_str1",
  VerificationStr2: "cvd_code",
  CVDCode: "cvd_code",
  CVD_Presence_Ind: "cvd_presence_ind",
  ZipCode: "zip_code",
  Tax1Amount: "tax1_amount",
  Tax1Number: "tax1_number",
  Tax2Amount: "tax2_amount",
  Tax2Number: "tax2_number",
  Secure_AuthRequired: "secure_auth_required",
  Secure_AuthResult: "secure_auth_result",
  Ecommerce_Flag: "ecommerce_flag",
  XID: "xid",
  CAVV: "cavv",
  CAVV_Algorithm: "cavv_algorithm",
  Reference_No: "reference_no",
  Customer_Ref: "customer_ref",
  Reference_3: "reference_3",
  Language: "language",
  Client_IP: "client_ip",
  Client_Email: "client_email",
  User_Name: "user_name",
  Currency: "currency_code",
  PartialRedemption: "partial_redemption",
  TransarmorToken: "transarmor_token",
  CardType: "credit_card_type",
  EAN: "ean",
  VirtualCard: "virtual_card",
  CardCost: "card_cost",
  FraudSuspected: "fraud_suspected",
  TPPID: "tppid",
  SplitShipmentNumber: "split_shipment_number",
  AmexFraud: "amex_fraud",
  FeeAmount: "fee_amount",
  PostDate: "post_date",
  OtherAmount: "other_amount",
  GiftDepositAvailable: "gift_deposit_available",
  SpecialPayment: "special_payment",
  WalletProviderID: "wallet_provider_id",
  FraudDetectInAuthTransId: "fraud_detect_in_auth_trans_id",
  SCV: "scv",
};
/** `s:boolean` elements of the `Transaction` type. */
export const BOOLEAN_ELEMENTS = new Set(["PartialRedemption", "VirtualCard"]);
