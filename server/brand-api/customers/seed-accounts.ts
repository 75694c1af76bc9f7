import type { CurrencyCode } from "../../../brands/index";
import { brandCodes, brands } from "../../../brands/index";
import type { Contact } from "../../../contract/customer";
import type { StoredPaymentKind } from "../../../contract/payment-methods";

/** The sandbox accounts of decisions.md section 5, one set per brand; ids derive from the brand's parent id. */
export interface SeedAccount {
  id: number;
  parentCustomerId: number;
  email: string;
  password: string;
  /**
   * The password's scrypt hash, worked out once and written here: hashing at every demo start cost about 50 ms of
   * CPU per account (6 accounts: most of a cold start) and left about 80 MB of scrypt's buffers in the process's
   * memory. The password is published, so a fixed salt gives nothing away; a test checks each hash matches.
   */
  passwordHash: string;
  isStaff: boolean;
  currency: CurrencyCode;
  creditMinor: number;
  contact: Contact | null;
  paymentMethods: { id: number; type: StoredPaymentKind; label: string }[];
}

const demoPassword = {
  password: "Storefront-Demo-1",
  passwordHash:
    "scrypt$65da15c740f7cc2e00e8341a49495c90$e3d33a69234bf9e8f1014a60d8b6bea328b385bee6cc94d6849c55abac304357",
};
const staffPassword = {
  password: "Storefront-Staff-1",
  passwordHash:
    "scrypt$0097504d6f8a4ae64c311b93c4f63947$b0256c663d7a93f274ac1c3d19c5bc59316503c9af135e47fa4165bd02316020",
};

function demoContact(brandCode: string, country: string, postcode: string): Contact {
  return {
    registrant: "Alex Demo",
    email: "customer@example.com",
    adr1: `1 ${brandCode} Demo Street`,
    adr2: "Suite 2",
    adr3: country === "GB" ? "London" : "Springfield",
    telephone: country === "GB" ? "+44 20 7946 0000" : "+1 555 0100",
    registrant_type: "individual",
    postcode,
    country,
  };
}

export function seedAccounts(): SeedAccount[] {
  return brandCodes.flatMap((code) => {
    const brand = brands[code];
    const parent = brand.parentCustomerId;
    const currency = brand.defaultCurrency.code;
    const isUk = currency === "GBP";
    const customerId = parent * 1000 + 1;
    return [
      {
        id: customerId,
        parentCustomerId: parent,
        email: "customer@example.com",
        ...demoPassword,
        isStaff: false,
        currency,
        creditMinor: 2000,
        contact: demoContact(code, isUk ? "GB" : "US", isUk ? "EC1A 1BB" : "62701"),
        paymentMethods: [
          { id: customerId * 10 + 1, type: "card", label: "Visa ending 4242" },
          { id: customerId * 10 + 2, type: "paypal", label: "PayPal customer@example.com" },
        ],
      },
      {
        id: parent * 1000 + 2,
        parentCustomerId: parent,
        email: "staff@example.com",
        ...staffPassword,
        isStaff: true,
        currency,
        creditMinor: 0,
        contact: null,
        paymentMethods: [],
      },
    ];
  });
}
