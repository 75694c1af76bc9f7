import type { BrandCode } from "./index";

/** The company behind a brand, as its About page names it (issue 36): who sells, where to write, how to reach it. */
interface BrandCompany {
  legalName: string;
  /** The registered address, one line each. */
  address: readonly string[];
  email: string;
  /** Where the company is registered and its number there. */
  registration: string;
}

/**
 * Each brand's company (invented, plausible details for the demo; decisions.md section 2 asks for each brand's own
 * contact data in brands/). A module of its own: only the About page loads it.
 */
export const brandCompany: Readonly<Record<BrandCode, BrandCompany>> = {
  WH: {
    legalName: "WebHost Inc.",
    address: ["1200 Harbor Boulevard, Suite 400", "Weehawken, NJ 07086", "United States"],
    email: "hello@webhost.example",
    registration: "Incorporated in Delaware, file number 3571942",
  },
  MP: {
    legalName: "Midphase LLC",
    address: ["2100 Platte Street, Floor 3", "Denver, CO 80202", "United States"],
    email: "support@midphase.example",
    registration: "Colorado limited liability company, ID 20021318245",
  },
  UK2: {
    legalName: "UK2 Group Ltd",
    address: ["Landmark House, 69 Leonard Street", "London EC2A 4QS", "United Kingdom"],
    email: "sales@uk2.example",
    registration: "Registered in England and Wales, company number 04128771",
  },
};
