import { formatPhone, phoneHref } from '../format';

/** A phone number as a tel: link, shown through the spec's phone display filter; nothing when empty. */
export function PhoneLink({ number }: { number: string | null | undefined }) {
  const shown = formatPhone(number);
  if (!shown) return null;
  return <a href={phoneHref(number)}>{shown}</a>;
}
