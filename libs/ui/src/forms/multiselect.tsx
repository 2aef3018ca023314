import { useCallback, useEffect, useLayoutEffect, useRef, useState, type ComponentType } from 'react';
import { CheckboxGroupField, type CheckboxGroupFieldProps } from './fields';
import type { MultiSelectComboboxProps } from './multiselect-combobox';
import { alreadyReachedFor } from './field-parts';

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
 * toggles, chosen entries as removable chips); the combobox's code is a chunk of its own, loaded when
 * the visitor first focuses, points at or touches the field. The checkboxes stay in the form, out of sight, and hold the choice: the
 * combobox ticks them, so a form posted natively and react-hook-form get the same values.
 */
export function MultiSelectField(props: MultiSelectFieldProps) {
  const { id, label, hint, error, className, options } = props;
  const groupRef = useRef<HTMLFieldSetElement>(null);
  const [Combobox, setCombobox] = useState<ComponentType<MultiSelectComboboxProps> | null>(null);
  const [selected, setSelected] = useState<string[]>([]);

  const [wanted, setWanted] = useState(false);
  const [takeFocus, setTakeFocus] = useState(false);

  // The combobox's chunk loads when the visitor first shows intent for the field (focus, pointer,
  // touch on its boxes), not with the page; until then the checkboxes work as they are.
  useEffect(() => {
    const group = groupRef.current;
    if (wanted || !group) return undefined;
    const want = () => setWanted(true);
    // The visitor may have reached for the boxes before the form hydrated: no new event will come then.
    if (alreadyReachedFor(group)) {
      want();
      return undefined;
    }
    const kinds = ['focusin', 'pointerenter', 'pointerdown', 'touchstart'] as const;
    for (const kind of kinds) group.addEventListener(kind, want, { passive: true });
    return () => {
      for (const kind of kinds) group.removeEventListener(kind, want);
    };
  }, [wanted]);

  useEffect(() => {
    if (!wanted) return undefined;
    let current = true;
    import(/* webpackChunkName: "multiselect" */ './multiselect-combobox').then(
      (module) => {
        if (!current) return;
        setSelected(tickedValues(groupRef.current));
        // A visitor on one of the boxes goes on in the combobox that takes their place.
        setTakeFocus(groupRef.current?.contains(document.activeElement) ?? false);
        setCombobox(() => module.MultiSelectCombobox);
      },
      // The checkboxes keep working when the chunk cannot be loaded.
      (reason: unknown) => console.error('[multiselect] the combobox could not be loaded', reason),
    );
    return () => {
      current = false;
    };
  }, [wanted]);

  const enhanced = Combobox !== null;
  // In the commit that hides the boxes, so no key typed meanwhile goes elsewhere.
  useLayoutEffect(() => {
    if (enhanced && takeFocus) document.getElementById(id)?.focus();
  }, [enhanced, takeFocus, id]);

  const toggle = useCallback((value: string) => {
    const box = Array.from(groupRef.current?.querySelectorAll<HTMLInputElement>('input[type="checkbox"]') ?? []).find((b) => b.value === value);
    // A click ticks the box and fires its change events, which react-hook-form listens to.
    box?.click();
    setSelected(tickedValues(groupRef.current));
  }, []);

  return (
    <>
      {Combobox && <Combobox id={id} label={label} hint={hint} error={error} className={className} options={options} selected={selected} onToggle={toggle} />}
      <CheckboxGroupField {...props} groupRef={groupRef} groupHidden={enhanced} firstBoxId={enhanced ? `${id}-wahl-1` : undefined} />
    </>
  );
}
