import { useCombobox, useMultipleSelection } from 'downshift';
import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { classes, describedBy, FieldError, Hint } from './field-parts';
import type { SelectOption } from './fields';

export interface MultiSelectComboboxProps {
  /** The field's id: the text box takes it, so the error summary's link lands there. */
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
  className?: string | undefined;
  options: readonly SelectOption[];
  /** The values chosen, in the order of the options. */
  selected: readonly string[];
  /** Chooses a value or takes it back. */
  onToggle: (value: string) => void;
}

const normalise = (text: string) => text.toLocaleLowerCase('de-DE').normalize('NFD').replace(/\p{M}/gu, '');

/** The options whose label contains what was typed (case and accents aside). */
export function filterOptions(options: readonly SelectOption[], typed: string): SelectOption[] {
  const wanted = normalise(typed.trim());
  return wanted ? options.filter((option) => normalise(option.label).includes(wanted)) : [...options];
}

function chosenText(labels: string[]): string {
  return labels.length === 0 ? 'Noch nichts ausgewählt.' : `Ausgewählt: ${labels.join(', ')}.`;
}

/**
 * The multiselect with JavaScript: a combobox (WAI-ARIA pattern, on Downshift) over a listbox that
 * allows several choices. Typing filters; arrow keys move; Enter, a click or Space on an entry
 * reached with the arrow keys chooses it or takes it back; Escape closes the list. The choice stands
 * above the box as chips that remove an entry when pressed; changes are announced politely.
 */
export function MultiSelectCombobox({ id, label, hint, error, className, options, selected, onToggle }: MultiSelectComboboxProps) {
  // What was typed, for filtering. Downshift keeps the text box's own value: controlling it from
  // here would lag a render behind fast typing and lose characters.
  const [typed, setTyped] = useState('');
  const [announcement, setAnnouncement] = useState('');
  const inputRef = useRef<HTMLInputElement | null>(null);
  const byValue = new Map(options.map((option) => [option.value, option]));
  const selectedItems = selected.map((value) => byValue.get(value)).filter((option): option is SelectOption => option !== undefined);
  const items = filterOptions(options, typed);
  const ids = { label: `${id}-label`, menu: `${id}-liste`, chosen: `${id}-auswahl`, toggle: `${id}-oeffnen` };

  const toggle = (option: SelectOption) => {
    const chosen = !selected.includes(option.value);
    onToggle(option.value);
    const count = selected.length + (chosen ? 1 : -1);
    setAnnouncement(`${option.label} ${chosen ? 'ausgewählt' : 'entfernt'}. ${count} ausgewählt.`);
  };

  const { getSelectedItemProps, getDropdownProps } = useMultipleSelection<SelectOption>({
    selectedItems,
    itemToKey: (item) => item?.value,
    onStateChange({ type, selectedItems: next }) {
      // Backspace or Delete on a chip, or Backspace at the start of the text box.
      if (
        type === useMultipleSelection.stateChangeTypes.SelectedItemKeyDownBackspace ||
        type === useMultipleSelection.stateChangeTypes.SelectedItemKeyDownDelete ||
        type === useMultipleSelection.stateChangeTypes.DropdownKeyDownBackspace
      ) {
        const removed = selectedItems.find((item) => !next?.includes(item));
        if (removed) toggle(removed);
      }
    },
  });

  const { isOpen, highlightedIndex, getLabelProps, getMenuProps, getInputProps, getItemProps, getToggleButtonProps, closeMenu } = useCombobox<SelectOption>({
    items,
    itemToString: (item) => item?.label ?? '',
    itemToKey: (item) => item?.value,
    selectedItem: null,
    inputId: id,
    labelId: ids.label,
    menuId: ids.menu,
    toggleButtonId: ids.toggle,
    getItemId: (index) => `${id}-eintrag-${index + 1}`,
    stateReducer(state, { changes, type }) {
      switch (type) {
        case useCombobox.stateChangeTypes.InputKeyDownEnter:
        case useCombobox.stateChangeTypes.ItemClick:
          // The list stays open on the same entry, so several can be chosen in a row.
          return { ...changes, isOpen: true, highlightedIndex: state.highlightedIndex, inputValue: state.inputValue };
        case useCombobox.stateChangeTypes.InputBlur:
          // Leaving the box chooses nothing.
          return { ...changes, selectedItem: null, inputValue: state.inputValue };
        default:
          return changes;
      }
    },
    onStateChange({ type, selectedItem, inputValue }) {
      switch (type) {
        case useCombobox.stateChangeTypes.InputKeyDownEnter:
        case useCombobox.stateChangeTypes.ItemClick:
          if (selectedItem) toggle(selectedItem);
          break;
        case useCombobox.stateChangeTypes.InputChange: {
          const next = inputValue ?? '';
          setTyped(next);
          const found = filterOptions(options, next).length;
          setAnnouncement(found === 0 ? 'Keine passenden Einträge.' : `${found} ${found === 1 ? 'Eintrag' : 'Einträge'} in der Liste.`);
          break;
        }
        default:
          break;
      }
    },
  });

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Space chooses the entry reached with the arrow keys; while typing, it stays a space.
    if (event.key === ' ' && isOpen && highlightedIndex >= 0) {
      const item = items[highlightedIndex];
      if (item) {
        event.preventDefault();
        (event.nativeEvent as unknown as { preventDownshiftDefault?: boolean }).preventDownshiftDefault = true;
        toggle(item);
      }
    }
    // Escape closes the list and nothing else (the page's overlays stay as they are).
    if (event.key === 'Escape' && isOpen) {
      event.stopPropagation();
      closeMenu();
    }
  };

  const described = [describedBy(id, hint, error), ids.chosen].filter(Boolean).join(' ');
  // While the list is open, the keys belong to it, not to the chips (Downshift's multiple selection).
  const dropdownProps = getDropdownProps({ preventKeyAction: isOpen, 'aria-describedby': described, 'aria-invalid': error ? true : undefined });
  const inputProps = getInputProps({
    ...dropdownProps,
    ref: (element: HTMLInputElement | null) => {
      inputRef.current = element;
      (dropdownProps.ref as ((element: HTMLInputElement | null) => void) | undefined)?.(element);
    },
    onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => {
      onKeyDown(event);
      (dropdownProps.onKeyDown as ((event: KeyboardEvent<HTMLInputElement>) => void) | undefined)?.(event);
    },
  });
  return (
    <div className={classes('ms-field', 'ms-multiselect', error && 'ms-field--error', className)}>
      <label className="ms-field__label" {...getLabelProps()}>
        {label}
      </label>
      <Hint id={id} hint={hint} />
      {error && <FieldError id={id} message={error} />}
      <p id={ids.chosen} className="ms-visually-hidden">
        {chosenText(selectedItems.map((item) => item.label))}
      </p>
      {selectedItems.length > 0 && (
        <ul className="ms-multiselect__chips" aria-label="Ausgewählt">
          {selectedItems.map((item, index) => (
            <li key={item.value}>
              <button
                type="button"
                className="ms-multiselect__chip"
                {...getSelectedItemProps({
                  selectedItem: item,
                  index,
                  onClick: () => {
                    toggle(item);
                    // The chip is gone: the focus goes back to the text box, not to the page.
                    inputRef.current?.focus();
                  },
                })}
                aria-label={`${item.label} entfernen`}
              >
                {item.label}
                <span aria-hidden="true" className="ms-multiselect__remove">
                  ×
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="ms-multiselect__box">
        <input className="ms-input ms-multiselect__input" {...inputProps} />
        <button type="button" className="ms-multiselect__toggle" {...getToggleButtonProps()} aria-label={isOpen ? 'Liste schließen' : 'Liste öffnen'}>
          <span aria-hidden="true">{isOpen ? '▴' : '▾'}</span>
        </button>
      </div>
      <ul className="ms-multiselect__menu" {...getMenuProps({ 'aria-multiselectable': true })} hidden={!isOpen}>
        {isOpen &&
          items.map((item, index) => {
            const chosen = selected.includes(item.value);
            return (
              <li
                key={item.value}
                className={classes('ms-multiselect__option', highlightedIndex === index && 'ms-multiselect__option--active')}
                {...getItemProps({ item, index, 'aria-selected': chosen })}
              >
                <span aria-hidden="true" className="ms-multiselect__mark">
                  {chosen ? '✓' : ''}
                </span>
                {item.label}
              </li>
            );
          })}
      </ul>
      {isOpen && items.length === 0 && <p className="ms-multiselect__empty">Keine passenden Einträge.</p>}
      <div className="ms-visually-hidden" aria-live="polite">
        {announcement}
      </div>
    </div>
  );
}
