import type { DomainPromotion } from "./types";

const hostingCodenames = ["hosting-starter", "hosting-personal", "hosting-business", "online-shop-10"];

/** Decisions.md section 5: a free registration of `tld` with any hosting plan bought for more than one year. */
export function freeRegistrationWithHosting(tld: string, serviceplanId: number, voucher: string): DomainPromotion {
  return {
    tld,
    eligible_period: [24, 36],
    serviceplan_id: serviceplanId,
    must_be_bought_with: { serviceplan_ids: [], codenames: hostingCodenames },
    voucher,
  };
}
