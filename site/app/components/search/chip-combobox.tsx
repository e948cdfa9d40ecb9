import { useCombobox, useMultipleSelection } from 'downshift';
import { useMemo, useRef, useState } from 'react';
import { matchingOptions } from '~/utils/option-match';
import type { NamedRef } from '~/utils/search-types';
import type { OptionSelectProps } from './option-select';

/** The chosen options as chips in a filtering combobox (see OptionSelect). */
export function ChipCombobox({ id, name, label, allLabel, options, selected }: OptionSelectProps) {
  const [chosen, setChosen] = useState<NamedRef[]>(() =>
    options.filter((option) => (selected ?? []).includes(option.id)),
  );
  const [inputValue, setInputValue] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const items = useMemo(
    () => matchingOptions(options, inputValue).filter((option) => !chosen.some((c) => c.id === option.id)),
    [options, chosen, inputValue],
  );

  const { getSelectedItemProps, getDropdownProps } = useMultipleSelection<NamedRef>({
    selectedItems: chosen,
    itemToKey: (item) => item?.id,
    onSelectedItemsChange: ({ selectedItems }) => setChosen(selectedItems ?? []),
  });
  const {
    isOpen,
    getLabelProps,
    getMenuProps,
    getInputProps,
    getItemProps,
    getToggleButtonProps,
    highlightedIndex,
  } = useCombobox<NamedRef>({
    id,
    inputId: id,
    items,
    itemToString: (item) => item?.name ?? '',
    inputValue,
    selectedItem: null,
    // Adding an option keeps the list open on the next one, so several are chosen in a row.
    stateReducer: (_state, { changes, type }) => {
      if (
        type === useCombobox.stateChangeTypes.InputKeyDownEnter ||
        type === useCombobox.stateChangeTypes.ItemClick
      )
        return { ...changes, isOpen: true, highlightedIndex: _state.highlightedIndex, inputValue: '' };
      // Typing makes the first match active, so "type, then Enter" adds it as the hint says; Enter in
      // an empty box still submits the search.
      if (type === useCombobox.stateChangeTypes.InputChange)
        return { ...changes, highlightedIndex: changes.inputValue?.trim() ? 0 : -1 };
      return changes;
    },
    onStateChange: ({ type, selectedItem }) => {
      const add =
        type === useCombobox.stateChangeTypes.InputKeyDownEnter ||
        type === useCombobox.stateChangeTypes.ItemClick;
      if (add && selectedItem) {
        // One click can reach here twice (the click and the input's blur): add an option once.
        setChosen((current) =>
          current.some((c) => c.id === selectedItem.id) ? current : [...current, selectedItem],
        );
        setInputValue('');
      }
    },
  });

  const remove = (item: NamedRef) => setChosen((current) => current.filter((c) => c.id !== item.id));
  const hintId = `${id}-hint`;
  return (
    <div className="field multi-select">
      <label {...getLabelProps()}>{label}</label>
      <div className="multi-select-box">
        {chosen.length ? (
          <ul className="chips" aria-label={`Chosen: ${label.toLowerCase()}`}>
            {chosen.map((item, index) => (
              <li key={item.id}>
                <button
                  type="button"
                  className="chip"
                  aria-label={`Remove ${item.name}`}
                  {...getSelectedItemProps({
                    selectedItem: item,
                    index,
                    onClick: () => remove(item),
                    onKeyDown: (event) => {
                      if (event.key !== 'Backspace' && event.key !== 'Delete') return;
                      // Our removal replaces downshift's, which follows its own active chip instead.
                      (event as unknown as { preventDownshiftDefault: boolean }).preventDownshiftDefault =
                        true;
                      event.preventDefault();
                      remove(item);
                      inputRef.current?.focus();
                    },
                  })}
                >
                  {item.name}
                  <span aria-hidden="true"> ×</span>
                </button>
              </li>
            ))}
          </ul>
        ) : null}
        <div className="multi-select-input">
          <input
            placeholder={chosen.length ? '' : allLabel}
            aria-describedby={hintId}
            {...getInputProps(
              getDropdownProps({
                ref: inputRef,
                // The typed text is set in the input's own event, not from downshift's state callback,
                // which comes a render late: with no pause between keys (dictation, autofill) the input
                // was reset to the late value and letters were lost.
                onChange: (event: React.ChangeEvent<HTMLInputElement>) => setInputValue(event.target.value),
              }),
            )}
          />
          <button type="button" className="multi-select-toggle" {...getToggleButtonProps()}>
            <span aria-hidden="true">{isOpen ? '▴' : '▾'}</span>
            <span className="visually-hidden">{`${isOpen ? 'Hide' : 'Show'} the ${label.toLowerCase()} options`}</span>
          </button>
        </div>
      </div>
      <p id={hintId} className="visually-hidden">
        {chosen.length
          ? `${chosen.length} chosen. Backspace removes the last one.`
          : `None chosen: ${allLabel.toLowerCase()}.`}{' '}
        Type to filter, then Enter to add.
      </p>
      <ul className="multi-select-menu" {...getMenuProps()} hidden={!(isOpen && items.length)}>
        {isOpen
          ? items.map((item, index) => (
              <li
                key={item.id}
                className={highlightedIndex === index ? 'option option-active' : 'option'}
                {...getItemProps({ item, index })}
              >
                {item.name}
              </li>
            ))
          : null}
      </ul>
      {chosen.map((item) => (
        <input key={item.id} type="hidden" name={name} value={item.id} />
      ))}
    </div>
  );
}
