/** A configuration production mode accepts: real-looking secrets, the brands' https origins and a mail relay. */
export const productionEnv: NodeJS.ProcessEnv = {
  STOREFRONT_MODE: "production",
  HCAPTCHA_SITEKEY: "4c3a9f2e-real-site-key",
  HCAPTCHA_SECRET: "0x9f8e7d6c5b4a39281706f5e4d3c2b1a098765432",
  CONTENT_TOKEN: "content-token-from-the-cms-0123456789",
  BRAND_URL_WH: "https://wh.example.com",
  BRAND_URL_MP: "https://mp.example.com",
  BRAND_URL_UK2: "https://uk2.example.com",
  SMTP_URL: "smtps://storefront:relay-password-0123456789@smtp.example.com:465",
};
