import { DateText, formatTime } from '@musterstadt/ui';

/** 'DD.MM.YYYY, HH:mm Uhr' of a deadline. */
export function DeadlineText({ value }: { value: string | null | undefined }) {
  if (!value) return <>nicht angegeben</>;
  return (
    <>
      <DateText value={value} />, {formatTime(value)}
    </>
  );
}
