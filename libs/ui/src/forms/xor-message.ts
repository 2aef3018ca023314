// Without yup: the forms' texts name this message before their schema is loaded.
/** The German message of the xor rule, naming both fields by their labels. */
export function xorMessage(firstLabel: string, secondLabel: string): string {
  return `Bitte füllen Sie genau eines der beiden Felder aus: „${firstLabel}“ oder „${secondLabel}“.`;
}
