import { Select } from '../Select/Select.tsx';

export type Language = {
  /** BCP 47 code, e.g. `en`, `ar`, `zh-CN`. */
  code: string;
  /** The language's own name, e.g. `العربية`, so everyone can find theirs. */
  label: string;
};

export type LanguageSwitcherProps = {
  /** Visible label, in the current language. */
  label: string;
  languages: ReadonlyArray<Language>;
  value: string;
  onChange: (code: string) => void;
  /** Label above the control instead of beside it. */
  stacked?: boolean;
  className?: string;
};

/** Picks the interface language; each name is marked with its own `lang` for correct speech. */
export function LanguageSwitcher({
  label,
  languages,
  value,
  onChange,
  stacked = false,
  className,
}: LanguageSwitcherProps) {
  return (
    <Select
      label={label}
      inline={!stacked}
      className={className}
      value={value}
      onValueChange={onChange}
      options={languages.map((language) => ({
        value: language.code,
        label: language.label,
        lang: language.code,
      }))}
    />
  );
}
