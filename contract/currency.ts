import { z } from "zod/mini";
import { currencyCodes, currencySymbols } from "../brands/index";

/** A currency code in a request or an answer: one the brands sell in (brands/currencies.ts). */
export const currencyCodeSchema = z.enum(currencyCodes);

/** A brand's currency as the app carries it: its code and symbol. */
export const currencySchema = z.object({ code: currencyCodeSchema, symbol: z.enum(currencySymbols) });
