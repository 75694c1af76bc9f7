import type { BrandCode } from "../../brands/index";
import { brands } from "../../brands/index";
import { routePathsFor } from "../../brands/routes";
import type { GlobalLocales, Seo } from "../../contract/content";

/**
 * What every page shows while the content service cannot be reached: the essential links,
 * so a visitor can still search, buy and read the legal pages.
 */
export function fallbackGlobalLocales(brand: BrandCode): GlobalLocales {
  const paths = routePathsFor(brand);
  return {
    cookie: {
      Title: "Cookies",
      Text: `<p>We use essential cookies to keep your basket working. Read our <a href="${paths.cookiePolicy}">cookie policy</a>.</p>`,
      AcceptLabel: "Accept all cookies",
      DeclineLabel: "Essential cookies only",
    },
    promotionBar: null,
    navigation: [
      { Label: "Domains", Url: paths.searchResults },
      { Label: "Hosting", Url: paths.hosting },
    ],
    footer: {
      Columns: [
        {
          Heading: "Legal",
          Links: [
            { Label: "Terms and conditions", Url: paths.terms },
            { Label: "Cookie policy", Url: paths.cookiePolicy },
          ],
        },
      ],
      Legal: "",
    },
  };
}

/** SEO for a page the content service has no record for. */
export function fallbackSeo(brand: BrandCode): Seo {
  const { displayName } = brands[brand];
  return { Title: displayName, Description: `${displayName}: domain names and web hosting.` };
}
