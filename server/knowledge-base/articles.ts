import { type BrandCode, brands } from "../../brands/index";
import type { KnowledgeBaseArticle } from "../../contract/knowledge-base";

/** Topics every brand's knowledge base has: [title, tag, summary]; `{brand}` becomes the brand's name. */
const topics: [string, string, string][] = [
  ["How to register a domain name", "domains", "Search for a name, add it to your basket and check out."],
  [
    "How to transfer a domain to {brand}",
    "domains",
    "Unlock the domain at your current registrar and get its transfer code.",
  ],
  ["Renewing a domain before it expires", "domains", "Turn on auto-renew or renew by hand from your account."],
  ["Pointing a domain at another host", "domains", "Change the name servers or add an A record."],
  ["What happens when a domain expires", "domains", "The grace period, the redemption period and how to get it back."],
  ["Changing the owner of a domain", "domains", "Update the registrant contact and confirm by email."],
  [
    "Why a domain shows as premium",
    "domains",
    "Premium names are priced by the registry and renew at their own price.",
  ],
  ["Choosing a hosting plan", "hosting", "Compare starter, personal, business and online shop plans."],
  ["Uploading your website by FTP", "hosting", "Connect with the FTP details in your control panel."],
  ["Installing WordPress in one click", "hosting", "Use the installer in your control panel."],
  ["Adding a free SSL certificate", "hosting", "Every plan includes a certificate that renews itself."],
  ["Restoring a backup of your site", "hosting", "Pick a daily backup from the last 14 days and restore it."],
  ["Moving your site to {brand}", "hosting", "Copy your files and database, then point your domain at us."],
  ["Upgrading your hosting plan", "hosting", "Change plan at any time; you pay the difference for the time left."],
  ["Setting up a mailbox", "email", "Create an address on your domain and choose its password."],
  ["Reading email on your phone", "email", "IMAP and SMTP settings for phones and mail apps."],
  ["Forwarding email to another address", "email", "Send copies of a mailbox's mail elsewhere."],
  ["Stopping spam", "email", "Turn on filtering and block senders."],
  ["Email timeline backup explained", "email", "Keep every message for a year, even after it is deleted."],
  ["Paying by direct debit", "billing", "Set up a mandate with your bank details."],
  ["Updating your card details", "billing", "Replace a stored card before the next renewal."],
  ["Using a voucher code", "billing", "Enter the code in your basket before you pay."],
  ["Understanding your invoice", "billing", "What each line, tax and discount means."],
  ["Using account credit", "billing", "Spend the credit on your account at checkout."],
  ["Resetting your {brand} password", "account", "Ask for a reset link by email."],
];

/** Each brand's seeded knowledge-base articles, sorted by title. */
export function articlesFor(brand: BrandCode): KnowledgeBaseArticle[] {
  const { displayName, workspace } = brands[brand];
  return topics
    .map(([title, tag, summary], index) => {
      const named = title.replace("{brand}", displayName);
      const id = `${workspace}-${index + 1}`;
      return { id, title: named, tags: [tag], summary, url: `/knowledge-base/#${id}` };
    })
    .sort((a, b) => a.title.localeCompare(b.title));
}
