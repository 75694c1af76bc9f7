import { useId } from "react";

interface DomainSelectProps {
  label: string;
  value: string | null;
  domains: string[];
  onChange: (fullDomain: string | null) => void;
}

/** The domain a hosting line or add-on serves, changeable; "No domain" unlinks it. */
export function DomainSelect({ label, value, domains, onChange }: DomainSelectProps) {
  const id = useId();
  return (
    <span className="basket-field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value ?? ""} onChange={(event) => onChange(event.target.value || null)}>
        <option value="">No domain selected</option>
        {domains.map((domain) => (
          <option key={domain} value={domain}>
            {domain}
          </option>
        ))}
      </select>
    </span>
  );
}
