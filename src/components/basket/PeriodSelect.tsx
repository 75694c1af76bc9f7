import { useId } from "react";
import type { PeriodChoice } from "../../../machines/basket/line-selectors";
import type { Period } from "../../../machines/basket/selectors";

interface PeriodSelectProps {
  label: string;
  period: Period;
  choices: PeriodChoice[];
  onChange: (period: Period) => void;
}

/** A labelled period choice ("1 year", "2 years"...). */
export function PeriodSelect({ label, period, choices, onChange }: PeriodSelectProps) {
  const id = useId();
  const choose = (value: string) => {
    const chosen = choices.find((choice) => choice.period === value);
    if (chosen) onChange(chosen.period);
  };
  return (
    <span className="basket-field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={period} onChange={(event) => choose(event.target.value)}>
        {choices.map((choice) => (
          <option key={choice.period} value={choice.period}>
            {choice.label}
          </option>
        ))}
      </select>
    </span>
  );
}
