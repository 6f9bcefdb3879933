import { LANGUAGE_NAMES, LANGUAGES, type Language } from '#shared/i18n/languages.ts';

interface Props {
  /** What the group is called: the legend, shown or only read out (`nameClassName`). */
  name: string;
  nameClassName: string;
  className: string;
  value: Language;
  onChoose: (language: Language) => void;
  /** The order of the buttons; the product's order (Albanian first) unless told. */
  order?: readonly Language[];
}

/** A button per language, each named as its speakers name it, the chosen one pressed. */
export default function LanguageChoice({ name, nameClassName, className, value, onChoose, order = LANGUAGES }: Props) {
  return (
    <fieldset className={className}>
      <legend className={nameClassName}>{name}</legend>
      {order.map((option) => (
        <button
          key={option}
          type="button"
          lang={option}
          aria-pressed={option === value}
          onClick={() => onChoose(option)}
        >
          {LANGUAGE_NAMES[option]}
        </button>
      ))}
    </fieldset>
  );
}
