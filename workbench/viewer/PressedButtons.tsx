import type { ReactNode } from "react";

/**
 * A row of buttons of which one is pressed (`aria-pressed`): the workbench's mode, the diagram shown. Buttons rather
 * than tabs, as each changes what the page below shows and keeps the keyboard's usual order.
 */
export function PressedButtons<TValue extends string>({
  legend,
  options,
  pressed,
  onPress,
}: {
  legend: string;
  options: { value: TValue; label: ReactNode }[];
  pressed: TValue | undefined;
  onPress: (value: TValue) => void;
}) {
  return (
    <fieldset className="pressed-buttons">
      <legend className="visually-hidden">{legend}</legend>
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={option.value === pressed}
          onClick={() => onPress(option.value)}
        >
          {option.label}
        </button>
      ))}
    </fieldset>
  );
}
