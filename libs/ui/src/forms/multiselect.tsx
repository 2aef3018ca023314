import { useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import { CheckboxGroupField, type CheckboxGroupFieldProps } from './fields';
import type { MultiSelectComboboxProps } from './multiselect-combobox';

export type MultiSelectFieldProps = CheckboxGroupFieldProps;

/** The values whose boxes are ticked, in the order of the options. */
function tickedValues(group: HTMLElement | null): string[] {
  if (!group) return [];
  return Array.from(group.querySelectorAll<HTMLInputElement>('input[type="checkbox"]'))
    .filter((box) => box.checked)
    .map((box) => box.value);
}

/**
 * Multiselect. Without JavaScript (and until its script has loaded) a group of checkboxes under one
 * legend. With JavaScript it becomes a combobox (typing filters, arrow keys move, Enter or Space
 * toggles, chosen entries as removable chips); the combobox's code is a chunk of its own, loaded only
 * where such a field is. The checkboxes stay in the form, out of sight, and hold the choice: the
 * combobox ticks them, so a form posted natively and react-hook-form get the same values.
 */
export function MultiSelectField(props: MultiSelectFieldProps) {
  const { id, label, hint, error, className, options } = props;
  const groupRef = useRef<HTMLFieldSetElement>(null);
  const [Combobox, setCombobox] = useState<ComponentType<MultiSelectComboboxProps> | null>(null);
  const [selected, setSelected] = useState<string[]>([]);

  useEffect(() => {
    let current = true;
    import(/* webpackChunkName: "multiselect" */ './multiselect-combobox').then(
      (module) => {
        if (!current) return;
        setSelected(tickedValues(groupRef.current));
        setCombobox(() => module.MultiSelectCombobox);
      },
      // The checkboxes keep working when the chunk cannot be loaded.
      (reason: unknown) => console.error('[multiselect] the combobox could not be loaded', reason),
    );
    return () => {
      current = false;
    };
  }, []);

  const toggle = useCallback((value: string) => {
    const box = Array.from(groupRef.current?.querySelectorAll<HTMLInputElement>('input[type="checkbox"]') ?? []).find((b) => b.value === value);
    // A click ticks the box and fires its change events, which react-hook-form listens to.
    box?.click();
    setSelected(tickedValues(groupRef.current));
  }, []);

  const enhanced = Combobox !== null;
  return (
    <>
      {Combobox && <Combobox id={id} label={label} hint={hint} error={error} className={className} options={options} selected={selected} onToggle={toggle} />}
      <CheckboxGroupField {...props} groupRef={groupRef} groupHidden={enhanced} firstBoxId={enhanced ? `${id}-wahl-1` : undefined} />
    </>
  );
}
