import type { NamedRef } from '~/utils/search-types';

interface Props {
  id: string;
  name: string;
  label: string;
  options: NamedRef[];
  selected?: number[];
}

/** A labelled multiple select of named options (publications, counties). */
export function OptionSelect({ id, name, label, options, selected }: Props) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        name={name}
        multiple
        size={4}
        defaultValue={(selected ?? []).map(String)}
        aria-describedby="search-multi-hint"
      >
        {options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.name}
          </option>
        ))}
      </select>
    </div>
  );
}
