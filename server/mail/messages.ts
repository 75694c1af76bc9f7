import { type BrandCode, brands } from "../../brands/index";
import type { ServerConfig } from "../config";
import type { MailMessage } from "./mail-transport";

/** Who a brand's mail comes from: its name, at `MAIL_FROM` or else no-reply at the brand's own host. */
export function senderFor(config: ServerConfig, brand: BrandCode): MailMessage["from"] {
  const host = new URL(config.brandOrigins[brand]).hostname;
  return { name: brands[brand].displayName, address: config.mail.from ?? `no-reply@${host}` };
}

export interface LoginLinkMail {
  brand: BrandCode;
  to: string;
  link: string;
  expiresInMinutes: number;
}

/** The one-time login link: which brand, the link, and how long it works. */
export function loginLinkMail(config: ServerConfig, { brand, to, link, expiresInMinutes }: LoginLinkMail): MailMessage {
  const brandName = brands[brand].displayName;
  return {
    from: senderFor(config, brand),
    to,
    subject: `Your ${brandName} login link`,
    text: [
      "Hello,",
      "",
      `Here is your one-time link to log in to ${brandName}:`,
      "",
      link,
      "",
      `It expires in ${expiresInMinutes} minutes and works once. If you did not ask for it, ignore this email:`,
      "nobody can log in without the link.",
      "",
      brandName,
    ].join("\n"),
    link,
  };
}
