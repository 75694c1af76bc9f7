import { useId } from "react";
import { describePeriod } from "../../../rules/basket/periods";
import type { Period } from "../../../rules/basket/types";

interface PeriodSelectProps {
  label: string;
  period: Period;
  periods: Period[];
  onChange: (period: Period) => void;
}

/** A labelled period choice ("1 year", "2 years"...). */
export function PeriodSelect({ label, period, periods, onChange }: PeriodSelectProps) {
  const id = useId();
  return (
    <span className="basket-field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={period} onChange={(event) => onChange(event.target.value as Period)}>
        {periods.map((choice) => (
          <option key={choice} value={choice}>
            {describePeriod(choice)}
          </option>
        ))}
      </select>
    </span>
  );
}
