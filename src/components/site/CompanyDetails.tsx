import { brandCompany } from "../../../brands/company";
import { useBrand } from "../../app/brand-context";

/** Who the brand is, from its own data (brands/company.ts): the company's name, address and contact (issue 36). */
export function CompanyDetails() {
  const { brandName, displayName, supportPhone, salesContactText } = useBrand();
  const company = brandCompany[brandName];
  return (
    <section className="company-details" aria-labelledby="company-details-title">
      <h2 id="company-details-title">Who we are</h2>
      <p>
        {displayName} is a trading name of {company.legalName}. {company.registration}.
      </p>
      <address>
        {company.legalName}
        {company.address.map((line) => (
          <span key={line}>
            <br />
            {line}
          </span>
        ))}
        <br />
        Email: <a href={`mailto:${company.email}`}>{company.email}</a>
        <br />
        Telephone: <a href={`tel:${supportPhone.replace(/[^0-9+]/g, "")}`}>{supportPhone}</a>
      </address>
      <p>{salesContactText}</p>
    </section>
  );
}
