/** The sandbox voucher codes (decisions.md section 5). */
import type { BasketVoucher } from "../../../contract/basket";
import { serviceplanIds } from "../catalogue/catalogue-data";

interface VoucherCode {
  voucher: BasketVoucher;
  /** A code that has been redeemed as often as it may be: applying it answers used_max. */
  usedMax: boolean;
}

const hostingPlanIds = [
  serviceplanIds.hostingStarter,
  serviceplanIds.hostingPersonal,
  serviceplanIds.hostingBusiness,
  serviceplanIds.onlineShop10,
];

const voucherCodes: VoucherCode[] = [
  {
    // 10% off domains: domain lines have the codename "domain".
    voucher: {
      code: "SAVE10",
      codename: "domain",
      serviceplan_ids: [],
      discount_type: "percentage",
      discount_value: 10,
    },
    usedMax: false,
  },
  {
    // 5.00 off hosting plans.
    voucher: {
      code: "HOST5",
      codename: null,
      serviceplan_ids: hostingPlanIds,
      discount_type: "fixed",
      discount_value: 500,
    },
    usedMax: false,
  },
  {
    voucher: {
      code: "MAXED",
      codename: null,
      serviceplan_ids: hostingPlanIds,
      discount_type: "percentage",
      discount_value: 20,
    },
    usedMax: true,
  },
];

/** The voucher of a code as typed (case and spaces ignored), or undefined when there is no such code. */
export function findVoucherCode(code: string): VoucherCode | undefined {
  const wanted = code.trim().toUpperCase();
  return voucherCodes.find((entry) => entry.voucher.code === wanted);
}
