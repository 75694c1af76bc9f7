import type { BrandCode } from "../../brands/index";
import type { OrderItem } from "../../contract/basket";
import type { ServiceplanList } from "../../contract/catalogue";
import type { EditBasis } from "../../rules/basket/edits";
import { domainPromotionsFor } from "../../rules/basket/promotions";
import { type BasketContents, type DomainPromotion, emptyBasketContents } from "../../rules/basket/types";

export interface BasketInput {
  brandName: BrandCode;
  /** The catalogue the page came with, if any: handed to the catalogue child so it need not load it. */
  catalogue?: ServiceplanList | null;
}

export interface BasketContext {
  brandName: BrandCode;
  contents: BasketContents;
  /** Not persisted: follows from the brand (spec section 3). */
  domainPromotions: readonly DomainPromotion[];
  /** Not persisted: the catalogue child's plans and add-ons, kept to resolve the lines a visitor adds. */
  catalogue: ServiceplanList | null;
  /** The last code typed in the voucher field, and what the field says about it. */
  voucherCode: string;
  voucherMessage: string | null;
  ownDomainMessage: string | null;
  checkoutError: string | null;
  orderError: string | null;
}

/** Creates a server basket with these items (and voucher), answering its id. */
export interface SubmitBasketInput {
  items: OrderItem[];
  voucherCode: string | null;
}

/** An empty basket for the brand, with the brand's promotions and the catalogue the page came with. */
export function initialBasketContext(input: BasketInput): BasketContext {
  return {
    brandName: input.brandName,
    contents: emptyBasketContents,
    domainPromotions: domainPromotionsFor(input.brandName),
    catalogue: input.catalogue ?? null,
    voucherCode: "",
    voucherMessage: null,
    ownDomainMessage: null,
    checkoutError: null,
    orderError: null,
  };
}

/** What the basket's reducer needs besides the basket: the brand, its promotions and the catalogue. */
export function editBasisOf(context: BasketContext): EditBasis {
  return { brand: context.brandName, promotions: context.domainPromotions, catalogue: context.catalogue };
}
