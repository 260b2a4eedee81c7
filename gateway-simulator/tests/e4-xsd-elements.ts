/**
 * Every element the published e4 schemas declare, transcribed by complex type in the schemas' own
 * order: `test/schema/firstdata_e4/v11.xsd` and `v27.xsd` of the activemerchant repository (First
 * Data's `Transaction` request schemas; snapshot ca45b1b063ce2e1495e1427e0a1d42dcb482d57d). Keys are
 * element paths from `<Transaction>` (`Level3/LineItem`); the two v27 types that no request element
 * uses (`ForeignCurrencyDetails`, `FraudDetectResult` with its `Explanation`) under their type names.
 */
const words = (text: string) => text.trim().split(/\s+/);

const LEVEL3 = {
  Level3: words(
    "TaxAmount TaxRate AltTaxAmount AltTaxId DutyAmount FreightAmount DiscountAmount ShipFromZip ShipToAddress LineItem",
  ),
  "Level3/ShipToAddress": words("Address1 City State Country CustomerNumber Email Phone Name Zip"),
  "Level3/LineItem": words(
    `CommodityCode Description DiscountAmount DiscountIndicator GrossNetIndicator LineItemTotal
    ProductCode Quantity TaxAmount TaxRate TaxType UnitCost UnitOfMeasure`,
  ),
  PaypalResponse: words(
    "PayerID GrossAmountCurrencyID Success Authorization Message CorrelationID Timestamp",
  ),
};

/** v11.xsd: `Transaction` (44 elements) and its complex types. */
export const V11_ELEMENTS: Readonly<Record<string, readonly string[]>> = {
  Transaction: words(
    `ExactID Password Transaction_Type DollarAmount SurchargeAmount Card_Number Transaction_Tag Track1
    Track2 PAN Authorization_Num Expiry_Date CardHoldersName VerificationStr1 VerificationStr2
    CVD_Presence_Ind ZipCode Tax1Amount Tax1Number Tax2Amount Tax2Number Secure_AuthRequired
    Secure_AuthResult Ecommerce_Flag XID CAVV CAVV_Algorithm Reference_No Customer_Ref Reference_3
    Language Client_IP Client_Email User_Name Currency PartialRedemption Level3 TransarmorToken
    CardType EAN VirtualCard CardCost PaypalResponse SoftDescriptor`,
  ),
  ...LEVEL3,
  SoftDescriptor: words("DBAName Street City Region PostalCode CountryCode MID MCC MerchantContactInfo"),
};

/** v27.xsd: `Transaction` (60 elements), its complex types, and two types no element uses. */
export const V27_ELEMENTS: Readonly<Record<string, readonly string[]>> = {
  Transaction: words(
    `ExactID Password Transaction_Type DollarAmount SurchargeAmount Card_Number Transaction_Tag
    SplitTenderID Track1 Track2 PAN Authorization_Num Expiry_Date CardHoldersName CVDCode
    CVD_Presence_Ind ZipCode Tax1Amount Tax1Number Tax2Amount Tax2Number Ecommerce_Flag XID CAVV
    Reference_No Customer_Ref Reference_3 Language Client_IP Client_Email User_Name Currency
    PartialRedemption Level3 TransarmorToken CardType EAN VirtualCard CardCost FraudSuspected
    PaypalResponse SoftDescriptor Address TPPID SplitShipmentNumber AmexFraud DynamicCurrency
    DynamicPricing FeeAmount VisaCheckout PostDate OtherAmount GiftDepositAvailable SpecialPayment
    WalletProviderID MasterPass FraudDetectInAuthTransId SCV StoredCredentials Extra`,
  ),
  ...LEVEL3,
  SoftDescriptor: words(
    `DBAName Street City Region PostalCode CountryCode MID MCC MerchantContactInfo MVV_MAID
    AMEXMerchantPhone AMEXMerchantEmail PFacSubmerchantId PFacName`,
  ),
  Address: words("Address1 Address2 City State Zip CountryCode PhoneNumber PhoneType"),
  DynamicCurrency: words("OptedIn RateResponseSignature"),
  DynamicPricing: words("OptedIn RateResponseSignature"),
  VisaCheckout: words("CallID PromoCode"),
  MasterPass: words("TransactionID WalletID Indicator"),
  StoredCredentials: words("AuthorizationTypeOverride Initiation Indicator Schedule TransactionId"),
  Extra: words("Field Value"),
  ForeignCurrencyDetails: words(
    "DCCIndicator ForeignAmount ForeignCurrencyCode ExchangeRate MarginRate RateSource",
  ),
  FraudDetectResult: words("Score Recommendation Explanation"),
  "FraudDetectResult/Explanation": words("type description"),
};

/** The two v27 types that no element of `<Transaction>` has. */
export const UNUSED_V27_TYPES = [
  "ForeignCurrencyDetails",
  "FraudDetectResult",
  "FraudDetectResult/Explanation",
];
