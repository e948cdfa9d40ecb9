import { Suspense, lazy } from 'react';
import type { NamedRef } from '~/utils/search-types';
import { useHydrated } from '~/utils/use-hydrated';

// The combobox (downshift) is the heaviest script of the search form: it loads once the page runs,
// the native select standing in until then, so the first load of every search page stays light.
const ChipCombobox = lazy(() =>
  import('./chip-combobox').then((module) => ({ default: module.ChipCombobox })),
);

export interface OptionSelectProps {
  id: string;
  name: string;
  label: string;
  /** What an empty choice means, shown in the empty box ("All publications"). */
  allLabel: string;
  options: NamedRef[];
  selected?: number[];
}

/**
 * A labelled multiple choice of named options (publications, counties). Without JavaScript it is a
 * native multiple select; once the page runs, a combobox with chips (type to filter, Enter or a
 * click to add, a chip's button or Backspace to remove). Both submit repeated `name=id` pairs.
 */
export function OptionSelect(props: OptionSelectProps) {
  const hydrated = useHydrated();
  const native = <NativeMultiSelect {...props} />;
  return hydrated ? (
    <Suspense fallback={native}>
      <ChipCombobox {...props} />
    </Suspense>
  ) : (
    native
  );
}

function NativeMultiSelect({ id, name, label, options, selected }: OptionSelectProps) {
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
