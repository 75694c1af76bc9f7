import { brandCodes, brands } from "../../../brands/index";
import type { Contact } from "../../../contract/customer";

/** The sandbox accounts of decisions.md section 5, one set per brand; ids derive from the brand's parent id. */
export interface SeedAccount {
  id: number;
  parentCustomerId: number;
  email: string;
  password: string;
  isStaff: boolean;
  currency: "USD" | "GBP";
  creditMinor: number;
  contact: Contact | null;
  paymentMethods: { id: number; type: "card" | "paypal"; label: string }[];
}

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
        password: "Storefront-Demo-1",
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
        password: "Storefront-Staff-1",
        isStaff: true,
        currency,
        creditMinor: 0,
        contact: null,
        paymentMethods: [],
      },
    ];
  });
}
