// Written by `npm run cm-contract` (cm/record-examples.ts): the simulator's own answers. Do not edit.
import type { CmResponseExamples } from "./record-examples";

export const CM_RESPONSE_EXAMPLES: CmResponseExamples = {
  "CM-WebUserLogin": {
    success: {
      status: 200,
      body: {
        loginSuccessful: true,
        status: {
          loginMessage: "Login Successful.",
        },
        PersonID: "1100000001",
        postpaid: [
          {
            PersonID: "1100000001",
            AccountID: "1000000001",
            PremiseInfo: "145 Chalan San Antonio, Tamuning, GU, 96913",
            customerClass: "RESID",
          },
        ],
        prepaid: [],
        payArrExistingIds: [],
      },
    },
    refusal: {
      status: 400,
      body: {
        problemDetailDocument: {
          problemType: "/message/90000/1001",
          httpStatus: 400,
          detail: 'webAccessFlag must be "ALWD"',
          problemInstance: "/message/90000/1001 /rest/apis/cm/webUsers/login",
          serverMessage: {
            messageCategory: "90000",
            messageNumber: "1001",
            messageText: 'webAccessFlag must be "ALWD"',
          },
        },
      },
    },
  },
  "CM-WebUserCheck": {
    success: {
      status: 200,
      body: {
        taken: false,
      },
    },
    refusal: {
      status: 400,
      body: {
        problemDetailDocument: {
          problemType: "/message/90000/1001",
          httpStatus: 400,
          detail: "username is required",
          problemInstance: "/message/90000/1001 /rest/apis/cm/webUsers/checkUsername",
          serverMessage: {
            messageCategory: "90000",
            messageNumber: "1001",
            messageText: "username is required",
          },
        },
      },
    },
  },
  "CM-WebUserPerson": {
    success: {
      status: 200,
      body: {
        username: "maria.cruz",
        PersonID: "1100000001",
      },
    },
    refusal: {
      status: 404,
      body: {
        problemDetailDocument: {
          problemType: "/message/90000/2003",
          httpStatus: 404,
          detail: "Username doesn't exist",
          problemInstance: "/message/90000/2003 /rest/apis/cm/webUsers/person",
          serverMessage: {
            messageCategory: "90000",
            messageNumber: "2003",
            messageText: "Username doesn't exist",
          },
        },
      },
    },
  },
  "CM-WebUserAdd": {
    success: {
      status: 201,
      body: {
        result: {
          status: "True",
          description: "Web user created.",
        },
        username: "new.customer",
        PersonID: "1100000014",
        webUserId: "1300000014",
      },
    },
    refusal: {
      status: 404,
      body: {
        problemDetailDocument: {
          problemType: "/message/90000/2002",
          httpStatus: 404,
          detail: "Person doesn't exist",
          problemInstance: "/message/90000/2002 /rest/apis/cm/webUsers/create",
          serverMessage: {
            messageCategory: "90000",
            messageNumber: "2002",
            messageText: "Person doesn't exist",
          },
        },
      },
    },
  },
  "CM-WebUserAllow": {
    success: {
      status: 200,
      body: {
        result: {
          status: "Success",
          description: "Web access allowed.",
        },
        username: "maria.cruz",
      },
    },
    refusal: {
      status: 404,
      body: {
        problemDetailDocument: {
          problemType: "/message/90000/2003",
          httpStatus: 404,
          detail: "Username doesn't exist",
          problemInstance: "/message/90000/2003 /rest/apis/cm/webUsers/allowWebAccess",
          serverMessage: {
            messageCategory: "90000",
            messageNumber: "2003",
            messageText: "Username doesn't exist",
          },
        },
      },
    },
  },
  "CM-WebUserRemove": {
    success: {
      status: 200,
      body: {
        result: {
          status: "Success",
          description: "Web user removed.",
        },
      },
    },
    refusal: {
      status: 404,
      body: {
        problemDetailDocument: {
          problemType: "/message/90000/2003",
          httpStatus: 404,
          detail: "Username doesn't exist",
          problemInstance: "/message/90000/2003 /rest/apis/cm/webUsers/remove",
          serverMessage: {
            messageCategory: "90000",
            messageNumber: "2003",
            messageText: "Username doesn't exist",
          },
        },
      },
    },
  },
  "CM-WebUserForgotPassword": {
    success: {
      status: 200,
      body: {
        result: {
          status: "Success",
          description: "",
        },
        username: "maria.cruz",
        emailAddress: "maria.cruz@example.com",
        list: [
          {
            PersonID: "1100000001",
            CharacteristicType: "CMSCQUES",
            CharValueDescription: "What was the name of your first pet?",
            AdhocCharacteristicValue: "PET",
          },
          {
            PersonID: "1100000001",
            CharacteristicType: "CMSCAN",
            CharValueDescription: "",
            AdhocCharacteristicValue: "Tasi",
          },
        ],
      },
    },
    refusal: {
      status: 404,
      body: {
        problemDetailDocument: {
          problemType: "/message/90000/2001",
          httpStatus: 404,
          detail: "Account number doesn't exist",
          problemInstance: "/message/90000/2001 /rest/apis/cm/webUsers/forgotPassword",
          serverMessage: {
            messageCategory: "90000",
            messageNumber: "2001",
            messageText: "Account number doesn't exist",
          },
        },
      },
    },
  },
  "CM-WebUserForgotUsername": {
    success: {
      status: 200,
      body: {
        result: {
          status: "Success",
          description: "",
        },
        username: "maria.cruz",
        emailAddress: "maria.cruz@example.com",
        list: [
          {
            PersonID: "1100000001",
            CharacteristicType: "CMSCQUES",
            CharValueDescription: "What was the name of your first pet?",
            AdhocCharacteristicValue: "PET",
          },
          {
            PersonID: "1100000001",
            CharacteristicType: "CMSCAN",
            CharValueDescription: "",
            AdhocCharacteristicValue: "Tasi",
          },
        ],
      },
    },
    refusal: {
      status: 404,
      body: {
        problemDetailDocument: {
          problemType: "/message/90000/2001",
          httpStatus: 404,
          detail: "Account number doesn't exist",
          problemInstance: "/message/90000/2001 /rest/apis/cm/webUsers/forgotUsername",
          serverMessage: {
            messageCategory: "90000",
            messageNumber: "2001",
            messageText: "Account number doesn't exist",
          },
        },
      },
    },
  },
  "CM-WebUserSetPassword": {
    success: {
      status: 200,
      body: {
        result: {
          status: "Success",
          description: "Password changed.",
        },
      },
    },
    refusal: {
      status: 404,
      body: {
        problemDetailDocument: {
          problemType: "/message/90000/2003",
          httpStatus: 404,
          detail: "Username doesn't exist",
          problemInstance: "/message/90000/2003 /rest/apis/cm/webUsers/setPassword",
          serverMessage: {
            messageCategory: "90000",
            messageNumber: "2003",
            messageText: "Username doesn't exist",
          },
        },
      },
    },
  },
  "CM-WebUserChangePassword": {
    success: {
      status: 200,
      body: {
        result: {
          status: "True",
          description: "Your password has been changed.",
        },
      },
    },
    refusal: {
      status: 404,
      body: {
        problemDetailDocument: {
          problemType: "/message/90000/2003",
          httpStatus: 404,
          detail: "Username doesn't exist",
          problemInstance: "/message/90000/2003 /rest/apis/cm/webUsers/changePassword",
          serverMessage: {
            messageCategory: "90000",
            messageNumber: "2003",
            messageText: "Username doesn't exist",
          },
        },
      },
    },
  },
  "CM-WebUserSearch": {
    success: {
      status: 200,
      body: {
        result: {
          status: "Success",
          description: "",
        },
        list: [
          {
            username: "maria.cruz",
            fullName: "CRUZ,MARIA",
            personId: "1100000001",
          },
        ],
      },
    },
    refusal: {
      status: 404,
      body: {
        problemDetailDocument: {
          problemType: "/message/90000/2001",
          httpStatus: 404,
          detail: "Account number doesn't exist",
          problemInstance: "/message/90000/2001 /rest/apis/cm/webUsers/search",
          serverMessage: {
            messageCategory: "90000",
            messageNumber: "2001",
            messageText: "Account number doesn't exist",
          },
        },
      },
    },
  },
  "CM-PersonDetails": {
    success: {
      status: 200,
      body: {
        customerDetails: {
          PersonID: "1100000001",
          Name: "CRUZ,MARIA",
          EmailID: "maria.cruz@example.com",
          Address: "145 Chalan San Antonio",
          City: "Tamuning",
          Description: "USA",
          Postal: "96913",
          StateDescription: "Guam",
          State: "GU",
        },
        contactNumbers: [
          {
            PhoneType: "MOBILE",
            PhoneNumber: "(671) 888-1001",
            Sequence: 1,
          },
          {
            PhoneType: "HOME-PHONE",
            PhoneNumber: "(671) 646-1001",
            Sequence: 2,
          },
        ],
        securityQuestions: [
          {
            description: "What was the name of your first pet?",
            characteristicValue: "PET",
          },
        ],
      },
    },
    refusal: {
      status: 404,
      body: {
        problemDetailDocument: {
          problemType: "/message/90000/2002",
          httpStatus: 404,
          detail: "Person doesn't exist",
          problemInstance: "/message/90000/2002 /rest/apis/cm/persons/details",
          serverMessage: {
            messageCategory: "90000",
            messageNumber: "2002",
            messageText: "Person doesn't exist",
          },
        },
      },
    },
  },
  "CM-PersonContactsUpdate": {
    success: {
      status: 200,
      body: {
        result: {
          status: "Success",
          description: "Contact details updated.",
        },
      },
    },
    refusal: {
      status: 404,
      body: {
        problemDetailDocument: {
          problemType: "/message/90000/2002",
          httpStatus: 404,
          detail: "Person doesn't exist",
          problemInstance: "/message/90000/2002 /rest/apis/cm/persons/updateContacts",
          serverMessage: {
            messageCategory: "90000",
            messageNumber: "2002",
            messageText: "Person doesn't exist",
          },
        },
      },
    },
  },
  "CM-PersonDetailsUpdate": {
    success: {
      status: 200,
      body: {
        result: {
          status: "True",
          description: "Your account details have been updated.",
        },
      },
    },
    refusal: {
      status: 404,
      body: {
        problemDetailDocument: {
          problemType: "/message/90000/2002",
          httpStatus: 404,
          detail: "Person doesn't exist",
          problemInstance: "/message/90000/2002 /rest/apis/cm/persons/updateDetails",
          serverMessage: {
            messageCategory: "90000",
            messageNumber: "2002",
            messageText: "Person doesn't exist",
          },
        },
      },
    },
  },
  "CM-PersonCharacteristics": {
    success: {
      status: 200,
      body: {
        result: {
          otherDetails: [
            {
              CharacteristicType: "CMSCQUES",
              EffectiveDate: "2025-02-08",
              AdhocCharacteristicValue: "",
              CharacteristicValue: "PET",
            },
            {
              CharacteristicType: "CMSCAN",
              EffectiveDate: "2025-02-08",
              AdhocCharacteristicValue: "***",
              CharacteristicValue: "",
            },
          ],
        },
      },
    },
    refusal: {
      status: 404,
      body: {
        problemDetailDocument: {
          problemType: "/message/90000/2002",
          httpStatus: 404,
          detail: "Person doesn't exist",
          problemInstance: "/message/90000/2002 /rest/apis/cm/persons/characteristics",
          serverMessage: {
            messageCategory: "90000",
            messageNumber: "2002",
            messageText: "Person doesn't exist",
          },
        },
      },
    },
  },
  "CM-AccountFinancialSummary": {
    success: {
      status: 200,
      body: {
        details: {
          AccountID: "1000000001",
          CurrentBalance: 236.98,
          PayoffBalance: 236.98,
          Name: "CRUZ,MARIA",
          PremiseInfo: "145 Chalan San Antonio, Tamuning, GU, 96913",
        },
        arrears: [
          {
            Label: "New Charges",
            ArrearsAmount: 236.98,
          },
        ],
        paymentDetails: {
          billDate: "2026-03-05",
          dueDate: "2026-03-25",
          totalAmount: 236.98,
        },
        type: "postpaid",
        email: "maria.cruz@example.com",
        cashOnlyFlag: "N",
        customerClass: "RESID",
        PersonID: "1100000001",
        prepaid: null,
      },
    },
    refusal: {
      status: 404,
      body: {
        problemDetailDocument: {
          problemType: "/message/90000/2001",
          httpStatus: 404,
          detail: "Account number doesn't exist",
          problemInstance: "/message/90000/2001 /rest/apis/cm/accounts/financialSummary",
          serverMessage: {
            messageCategory: "90000",
            messageNumber: "2001",
            messageText: "Account number doesn't exist",
          },
        },
      },
    },
  },
  "CM-AccountServiceAgreements": {
    success: {
      status: 200,
      body: {
        result: [
          {
            SAID: "1300000001",
            saType: "E-RES",
            status: "20",
            currentBalance: 236.98,
            payoffBalance: 236.98,
          },
        ],
      },
    },
    refusal: {
      status: 404,
      body: {
        problemDetailDocument: {
          problemType: "/message/90000/2001",
          httpStatus: 404,
          detail: "Account number doesn't exist",
          problemInstance: "/message/90000/2001 /rest/apis/cm/accounts/serviceAgreements",
          serverMessage: {
            messageCategory: "90000",
            messageNumber: "2001",
            messageText: "Account number doesn't exist",
          },
        },
      },
    },
  },
  "CM-AccountPremise": {
    success: {
      status: 200,
      body: {
        PremiseInfo: "145 Chalan San Antonio, Tamuning, GU, 96913",
        Name: "CRUZ,MARIA",
      },
    },
    refusal: {
      status: 404,
      body: {
        problemDetailDocument: {
          problemType: "/message/90000/2001",
          httpStatus: 404,
          detail: "Account number doesn't exist",
          problemInstance: "/message/90000/2001 /rest/apis/cm/accounts/premise",
          serverMessage: {
            messageCategory: "90000",
            messageNumber: "2001",
            messageText: "Account number doesn't exist",
          },
        },
      },
    },
  },
  "CM-AccountValidate": {
    success: {
      status: 200,
      body: {
        accountRelationshipType: "MAIN",
        billAddressSource: "PER",
        personId: "1100000001",
        isMainCustomer: true,
        isFinanciallyResponsible: true,
        isThirdPartyGuarantor: false,
        webAccess: true,
        billRouteType: "POSTAL",
        AccountID: "1000000001",
        personAddressOverride: null,
      },
    },
    refusal: {
      status: 404,
      body: {
        problemDetailDocument: {
          problemType: "/message/90000/2001",
          httpStatus: 404,
          detail: "Account number doesn't exist",
          problemInstance: "/message/90000/2001 /rest/apis/cm/accounts/validate",
          serverMessage: {
            messageCategory: "90000",
            messageNumber: "2001",
            messageText: "Account number doesn't exist",
          },
        },
      },
    },
  },
  "CM-AccountConsumption": {
    success: {
      status: 200,
      body: {
        result: [
          {
            month: "2024-04",
            kwh: 885,
            amount: 268.82,
          },
          {
            month: "2024-05",
            kwh: 946,
            amount: 286.31,
          },
          {
            month: "2024-06",
            kwh: 1075,
            amount: 323.31,
          },
          {
            month: "2024-07",
            kwh: 878,
            amount: 266.81,
          },
          {
            month: "2024-08",
            kwh: 825,
            amount: 251.61,
          },
          {
            month: "2024-09",
            kwh: 894,
            amount: 271.4,
          },
          {
            month: "2024-10",
            kwh: 745,
            amount: 228.67,
          },
          {
            month: "2024-11",
            kwh: 745,
            amount: 228.67,
          },
          {
            month: "2024-12",
            kwh: 858,
            amount: 261.07,
          },
          {
            month: "2025-01",
            kwh: 704,
            amount: 216.91,
          },
          {
            month: "2025-02",
            kwh: 728,
            amount: 223.79,
          },
          {
            month: "2025-03",
            kwh: 768,
            amount: 235.26,
          },
          {
            month: "2025-04",
            kwh: 926,
            amount: 280.58,
          },
          {
            month: "2025-05",
            kwh: 968,
            amount: 292.62,
          },
          {
            month: "2025-06",
            kwh: 1068,
            amount: 321.3,
          },
          {
            month: "2025-07",
            kwh: 960,
            amount: 290.33,
          },
          {
            month: "2025-08",
            kwh: 949,
            amount: 287.17,
          },
          {
            month: "2025-09",
            kwh: 872,
            amount: 265.09,
          },
          {
            month: "2025-10",
            kwh: 966,
            amount: 292.05,
          },
          {
            month: "2025-11",
            kwh: 703,
            amount: 216.62,
          },
          {
            month: "2025-12",
            kwh: 680,
            amount: 210.02,
          },
          {
            month: "2026-01",
            kwh: 651,
            amount: 201.71,
          },
          {
            month: "2026-02",
            kwh: 824,
            amount: 251.32,
          },
          {
            month: "2026-03",
            kwh: 774,
            amount: 236.98,
          },
        ],
      },
    },
    refusal: {
      status: 404,
      body: {
        problemDetailDocument: {
          problemType: "/message/90000/2001",
          httpStatus: 404,
          detail: "Account number doesn't exist",
          problemInstance: "/message/90000/2001 /rest/apis/cm/accounts/consumption",
          serverMessage: {
            messageCategory: "90000",
            messageNumber: "2001",
            messageText: "Account number doesn't exist",
          },
        },
      },
    },
  },
  "CM-AccountPrepaidUsage": {
    success: {
      status: 200,
      body: {
        result: [
          {
            date: "2025-12-15",
            kwh: 10.4,
            charge: 2.98,
          },
          {
            date: "2025-12-16",
            kwh: 10.6,
            charge: 3.04,
          },
          {
            date: "2025-12-17",
            kwh: 17.3,
            charge: 4.96,
          },
          {
            date: "2025-12-18",
            kwh: 13.9,
            charge: 3.99,
          },
          {
            date: "2025-12-19",
            kwh: 13.1,
            charge: 3.76,
          },
          {
            date: "2025-12-20",
            kwh: 9.3,
            charge: 2.67,
          },
          {
            date: "2025-12-21",
            kwh: 14.5,
            charge: 4.16,
          },
          {
            date: "2025-12-22",
            kwh: 13.4,
            charge: 3.84,
          },
          {
            date: "2025-12-23",
            kwh: 15.6,
            charge: 4.47,
          },
          {
            date: "2025-12-24",
            kwh: 11,
            charge: 3.15,
          },
          {
            date: "2025-12-25",
            kwh: 13,
            charge: 3.73,
          },
          {
            date: "2025-12-26",
            kwh: 15.9,
            charge: 4.56,
          },
          {
            date: "2025-12-27",
            kwh: 18.3,
            charge: 5.25,
          },
          {
            date: "2025-12-28",
            kwh: 15.7,
            charge: 4.5,
          },
          {
            date: "2025-12-29",
            kwh: 9.4,
            charge: 2.7,
          },
          {
            date: "2025-12-30",
            kwh: 16.2,
            charge: 4.65,
          },
          {
            date: "2025-12-31",
            kwh: 10.1,
            charge: 2.9,
          },
          {
            date: "2026-01-01",
            kwh: 13.6,
            charge: 3.9,
          },
          {
            date: "2026-01-02",
            kwh: 11,
            charge: 3.15,
          },
          {
            date: "2026-01-03",
            kwh: 12.9,
            charge: 3.7,
          },
          {
            date: "2026-01-04",
            kwh: 16.7,
            charge: 4.79,
          },
          {
            date: "2026-01-05",
            kwh: 9.9,
            charge: 2.84,
          },
          {
            date: "2026-01-06",
            kwh: 8.9,
            charge: 2.55,
          },
          {
            date: "2026-01-07",
            kwh: 8.6,
            charge: 2.47,
          },
          {
            date: "2026-01-08",
            kwh: 10.2,
            charge: 2.93,
          },
          {
            date: "2026-01-09",
            kwh: 8,
            charge: 2.29,
          },
          {
            date: "2026-01-10",
            kwh: 16.7,
            charge: 4.79,
          },
          {
            date: "2026-01-11",
            kwh: 17.3,
            charge: 4.96,
          },
          {
            date: "2026-01-12",
            kwh: 15.1,
            charge: 4.33,
          },
          {
            date: "2026-01-13",
            kwh: 15.5,
            charge: 4.45,
          },
          {
            date: "2026-01-14",
            kwh: 15.9,
            charge: 4.56,
          },
          {
            date: "2026-01-15",
            kwh: 10.1,
            charge: 2.9,
          },
          {
            date: "2026-01-16",
            kwh: 16.9,
            charge: 4.85,
          },
          {
            date: "2026-01-17",
            kwh: 13.4,
            charge: 3.84,
          },
          {
            date: "2026-01-18",
            kwh: 11,
            charge: 3.15,
          },
          {
            date: "2026-01-19",
            kwh: 11.7,
            charge: 3.36,
          },
          {
            date: "2026-01-20",
            kwh: 12.6,
            charge: 3.61,
          },
          {
            date: "2026-01-21",
            kwh: 10.7,
            charge: 3.07,
          },
          {
            date: "2026-01-22",
            kwh: 16.6,
            charge: 4.76,
          },
          {
            date: "2026-01-23",
            kwh: 15,
            charge: 4.3,
          },
          {
            date: "2026-01-24",
            kwh: 9.1,
            charge: 2.61,
          },
          {
            date: "2026-01-25",
            kwh: 7.9,
            charge: 2.27,
          },
          {
            date: "2026-01-26",
            kwh: 12.5,
            charge: 3.59,
          },
          {
            date: "2026-01-27",
            kwh: 10.5,
            charge: 3.01,
          },
          {
            date: "2026-01-28",
            kwh: 10.6,
            charge: 3.04,
          },
          {
            date: "2026-01-29",
            kwh: 11.6,
            charge: 3.33,
          },
          {
            date: "2026-01-30",
            kwh: 12.2,
            charge: 3.5,
          },
          {
            date: "2026-01-31",
            kwh: 9.9,
            charge: 2.84,
          },
          {
            date: "2026-02-01",
            kwh: 17.6,
            charge: 5.05,
          },
          {
            date: "2026-02-02",
            kwh: 15.5,
            charge: 4.45,
          },
          {
            date: "2026-02-03",
            kwh: 13.8,
            charge: 3.96,
          },
          {
            date: "2026-02-04",
            kwh: 11.6,
            charge: 3.33,
          },
          {
            date: "2026-02-05",
            kwh: 18.2,
            charge: 5.22,
          },
          {
            date: "2026-02-06",
            kwh: 8.6,
            charge: 2.47,
          },
          {
            date: "2026-02-07",
            kwh: 9,
            charge: 2.58,
          },
          {
            date: "2026-02-08",
            kwh: 17.7,
            charge: 5.08,
          },
          {
            date: "2026-02-09",
            kwh: 15.8,
            charge: 4.53,
          },
          {
            date: "2026-02-10",
            kwh: 10.9,
            charge: 3.13,
          },
          {
            date: "2026-02-11",
            kwh: 14.5,
            charge: 4.16,
          },
          {
            date: "2026-02-12",
            kwh: 12.9,
            charge: 3.7,
          },
          {
            date: "2026-02-13",
            kwh: 9.1,
            charge: 2.61,
          },
          {
            date: "2026-02-14",
            kwh: 9.9,
            charge: 2.84,
          },
          {
            date: "2026-02-15",
            kwh: 13.3,
            charge: 3.81,
          },
          {
            date: "2026-02-16",
            kwh: 12.8,
            charge: 3.67,
          },
          {
            date: "2026-02-17",
            kwh: 16.2,
            charge: 4.65,
          },
          {
            date: "2026-02-18",
            kwh: 17.2,
            charge: 4.93,
          },
          {
            date: "2026-02-19",
            kwh: 16,
            charge: 4.59,
          },
          {
            date: "2026-02-20",
            kwh: 14.3,
            charge: 4.1,
          },
          {
            date: "2026-02-21",
            kwh: 9.3,
            charge: 2.67,
          },
          {
            date: "2026-02-22",
            kwh: 18.2,
            charge: 5.22,
          },
          {
            date: "2026-02-23",
            kwh: 8.9,
            charge: 2.55,
          },
          {
            date: "2026-02-24",
            kwh: 11.3,
            charge: 3.24,
          },
          {
            date: "2026-02-25",
            kwh: 12.7,
            charge: 3.64,
          },
          {
            date: "2026-02-26",
            kwh: 13.5,
            charge: 3.87,
          },
          {
            date: "2026-02-27",
            kwh: 15.6,
            charge: 4.47,
          },
          {
            date: "2026-02-28",
            kwh: 12.2,
            charge: 3.5,
          },
          {
            date: "2026-03-01",
            kwh: 18.9,
            charge: 5.42,
          },
          {
            date: "2026-03-02",
            kwh: 9.3,
            charge: 2.67,
          },
          {
            date: "2026-03-03",
            kwh: 16.3,
            charge: 4.67,
          },
          {
            date: "2026-03-04",
            kwh: 12.6,
            charge: 3.61,
          },
          {
            date: "2026-03-05",
            kwh: 19.3,
            charge: 5.54,
          },
          {
            date: "2026-03-06",
            kwh: 10.6,
            charge: 3.04,
          },
          {
            date: "2026-03-07",
            kwh: 19.3,
            charge: 5.54,
          },
          {
            date: "2026-03-08",
            kwh: 12.8,
            charge: 3.67,
          },
          {
            date: "2026-03-09",
            kwh: 10.5,
            charge: 3.01,
          },
          {
            date: "2026-03-10",
            kwh: 17,
            charge: 4.88,
          },
          {
            date: "2026-03-11",
            kwh: 17,
            charge: 4.88,
          },
          {
            date: "2026-03-12",
            kwh: 10.8,
            charge: 3.1,
          },
          {
            date: "2026-03-13",
            kwh: 13.5,
            charge: 3.87,
          },
          {
            date: "2026-03-14",
            kwh: 10,
            charge: 2.87,
          },
        ],
      },
    },
    refusal: {
      status: 404,
      body: {
        problemDetailDocument: {
          problemType: "/message/90000/2001",
          httpStatus: 404,
          detail: "Account number doesn't exist",
          problemInstance: "/message/90000/2001 /rest/apis/cm/accounts/prepaidUsage",
          serverMessage: {
            messageCategory: "90000",
            messageNumber: "2001",
            messageText: "Account number doesn't exist",
          },
        },
      },
    },
  },
  "CM-AccountBillRoute": {
    success: {
      status: 200,
      body: {
        AccountID: "1000000001",
        billRouteType: "POSTAL",
      },
    },
    refusal: {
      status: 404,
      body: {
        problemDetailDocument: {
          problemType: "/message/90000/2001",
          httpStatus: 404,
          detail: "Account number doesn't exist",
          problemInstance: "/message/90000/2001 /rest/apis/cm/accounts/billRoute",
          serverMessage: {
            messageCategory: "90000",
            messageNumber: "2001",
            messageText: "Account number doesn't exist",
          },
        },
      },
    },
  },
  "CM-AccountBillRouteUpdate": {
    success: {
      status: 200,
      body: {
        response: {
          returnCd: "0",
          errorMessage: "",
        },
        billRouteType: "ONLINE",
      },
    },
    refusal: {
      status: 404,
      body: {
        problemDetailDocument: {
          problemType: "/message/90000/2001",
          httpStatus: 404,
          detail: "Account number doesn't exist",
          problemInstance: "/message/90000/2001 /rest/apis/cm/accounts/updateBillRoute",
          serverMessage: {
            messageCategory: "90000",
            messageNumber: "2001",
            messageText: "Account number doesn't exist",
          },
        },
      },
    },
  },
  "CM-BillCycleChangeDates": {
    success: {
      status: 200,
      body: {
        AccountID: "1000000001",
        currentBillCycle: "MON05",
        billCycle: "DUE15",
        firstBillDate: "2026-04-25",
        firstDueDate: "2026-05-15",
      },
    },
    refusal: {
      status: 400,
      body: {
        problemDetailDocument: {
          problemType: "/message/90000/2001",
          httpStatus: 400,
          detail: "Account number doesn't exist",
          problemInstance: "/message/90000/2001 /rest/apis/cm/accounts/billCycleChangeDates",
          serverMessage: {
            messageCategory: "90000",
            messageNumber: "2001",
            messageText: "Account number doesn't exist",
          },
        },
      },
    },
  },
  "CM-TenderSearch": {
    success: {
      status: 200,
      body: {
        paymentTenders: [],
      },
    },
    refusal: {
      status: 400,
      body: {
        problemDetailDocument: {
          problemType: "/message/90000/1001",
          httpStatus: 400,
          detail: "externalReferenceId is required",
          problemInstance: "/message/90000/1001 /rest/apis/cm/financials/paymentTenders",
          serverMessage: {
            messageCategory: "90000",
            messageNumber: "1001",
            messageText: "externalReferenceId is required",
          },
        },
      },
    },
  },
  "CM-PayArrList": {
    success: {
      status: 200,
      body: {
        result: [
          {
            AccountID: "1000000011",
            result: [
              {
                SAID: "1300000014",
                saType: "E-RES",
                status: "20",
                currentBalance: 1119.43,
                payoffBalance: 1119.43,
              },
            ],
          },
        ],
      },
    },
    refusal: {
      status: 404,
      body: {
        problemDetailDocument: {
          problemType: "/message/90000/2001",
          httpStatus: 404,
          detail: "Account number doesn't exist",
          problemInstance: "/message/90000/2001 /rest/apis/cm/paymentArrangements/serviceAgreements",
          serverMessage: {
            messageCategory: "90000",
            messageNumber: "2001",
            messageText: "Account number doesn't exist",
          },
        },
      },
    },
  },
  "CM-PayArrDetails": {
    success: {
      status: 200,
      body: {
        result: [
          {
            caseId: "7000000001",
            AccountID: "1000000011",
            customerContactId: "8000000001",
            customerContactStatus: "10",
            createdDate: "2026-03-13",
            paymentArrAmount: null,
            form: null,
            decision: null,
          },
        ],
      },
    },
    refusal: {
      status: 404,
      body: {
        problemDetailDocument: {
          problemType: "/message/90000/2001",
          httpStatus: 404,
          detail: "Account number doesn't exist",
          problemInstance: "/message/90000/2001 /rest/apis/cm/paymentArrangements/cases",
          serverMessage: {
            messageCategory: "90000",
            messageNumber: "2001",
            messageText: "Account number doesn't exist",
          },
        },
      },
    },
  },
  "CM-StopDeposit": {
    success: {
      status: 200,
      body: {
        status: "Success",
        AccountID: "1000000009",
        alreadyStopped: false,
      },
    },
    refusal: {
      status: 404,
      body: {
        problemDetailDocument: {
          problemType: "/message/90000/2001",
          httpStatus: 404,
          detail: "Account number doesn't exist",
          problemInstance: "/message/90000/2001 /rest/apis/cm/paymentArrangements/stopDeposit",
          serverMessage: {
            messageCategory: "90000",
            messageNumber: "2001",
            messageText: "Account number doesn't exist",
          },
        },
      },
    },
  },
  "CM-PayArrUpdateDetails": {
    success: {
      status: 200,
      body: {
        status: "Success",
        customerContactStatus: "20",
      },
    },
    refusal: {
      status: 404,
      body: {
        problemDetailDocument: {
          problemType: "/message/90000/2006",
          httpStatus: 404,
          detail: "Customer contact doesn't exist",
          problemInstance: "/message/90000/2006 /rest/apis/cm/paymentArrangements/updateDetails",
          serverMessage: {
            messageCategory: "90000",
            messageNumber: "2006",
            messageText: "Customer contact doesn't exist",
          },
        },
      },
    },
  },
  "CM-PayArrDecide": {
    success: {
      status: 200,
      body: {
        status: "Success",
        customerContactStatus: "10",
        decision: {
          outcome: "approved",
          note: "Signed form received",
          decidedDate: "2026-03-15",
          said: "PA7000000001",
        },
      },
    },
    refusal: {
      status: 404,
      body: {
        problemDetailDocument: {
          problemType: "/message/90000/2006",
          httpStatus: 404,
          detail: "Customer contact doesn't exist",
          problemInstance: "/message/90000/2006 /rest/apis/cm/paymentArrangements/decide",
          serverMessage: {
            messageCategory: "90000",
            messageNumber: "2006",
            messageText: "Customer contact doesn't exist",
          },
        },
      },
    },
  },
  "CM-CustomerContactList": {
    success: {
      status: 200,
      body: {
        result: [
          {
            customerContactId: "8000000001",
            caseId: "7000000001",
            AccountID: "1000000011",
            PersonID: "1100000010",
            contactClass: "PAYARR",
            contactType: "PA-REQUEST",
            customerContactStatus: "10",
            createdDate: "2026-03-13",
            description: "Request for a 6-month payment arrangement",
          },
        ],
      },
    },
    refusal: {
      status: 400,
      body: {
        problemDetailDocument: {
          problemType: "/message/90000/1001",
          httpStatus: 400,
          detail: "AccountID is required",
          problemInstance: "/message/90000/1001 /rest/apis/cm/customerContacts/list",
          serverMessage: {
            messageCategory: "90000",
            messageNumber: "1001",
            messageText: "AccountID is required",
          },
        },
      },
    },
  },
};
