import type { Adresse, Brancheneintrag, Kontakt, ListResult } from '@musterstadt/cms-client';
import { safeHref } from '@musterstadt/shell-contract';
import { formatPhone, PhoneLink as UiPhoneLink } from '@musterstadt/ui';
import type { ReactNode } from 'react';

/** The entries of a list answer (or the answer itself when it is one entry). */
export function entriesOf<T>(answer: ListResult<T> | T | null | undefined): T[] {
  if (!answer) return [];
  if (typeof answer === 'object' && 'data' in (answer as object) && Array.isArray((answer as ListResult<T>).data)) return (answer as ListResult<T>).data;
  return [answer as T];
}

/** The one entry a detail block shows. */
export function firstEntry<T>(answer: ListResult<T> | T | null | undefined): T | undefined {
  return entriesOf(answer)[0];
}

/** A business's logo, when it is one of the content API's served pictures (never an address from elsewhere). */
export function logoOf(item: Pick<Brancheneintrag, 'logo'>): string | null {
  return typeof item.logo === 'string' && item.logo.startsWith('/api/cms/bilder/') ? item.logo : null;
}

/** A phone number as a tel: link shown through the spec's display filter (the one helper in libs/ui). */
export function PhoneLink({ value }: { value: string | null | undefined }) {
  return <UiPhoneLink number={value} />;
}

export function addressLines(adresse: Adresse | null | undefined): string[] {
  if (!adresse) return [];
  const place = [adresse.zip, adresse.city].filter(Boolean).join(' ');
  return [adresse.location, adresse.street, place].filter((line): line is string => !!line);
}

/** Address and ways to get in touch, as a description list. */
export function ContactDetails({ adresse, kontakt, children }: { adresse?: Adresse | null; kontakt?: Kontakt | null; children?: ReactNode }) {
  const lines = addressLines(adresse);
  const web = safeHref(kontakt?.web);
  const email = kontakt?.email;
  if (lines.length === 0 && !kontakt?.telefon && !kontakt?.fax && !email && !web && !children) return null;
  return (
    <dl className="town-contact">
      {lines.length > 0 && (
        <div>
          <dt>Adresse</dt>
          <dd>
            {lines.map((line, index) => (
              <span key={line} className="town-contact__line">
                {index > 0 && <br />}
                {line}
              </span>
            ))}
          </dd>
        </div>
      )}
      {kontakt?.telefon && (
        <div>
          <dt>Telefon</dt>
          <dd>
            <PhoneLink value={kontakt.telefon} />
          </dd>
        </div>
      )}
      {kontakt?.fax && (
        <div>
          <dt>Fax</dt>
          <dd>{formatPhone(kontakt.fax)}</dd>
        </div>
      )}
      {email && (
        <div>
          <dt>E-Mail</dt>
          <dd>
            <a href={`mailto:${email}`}>{email}</a>
          </dd>
        </div>
      )}
      {web && (
        <div>
          <dt>Internet</dt>
          <dd>
            <a href={web}>{web.replace(/^https?:\/\//, '').replace(/\/$/, '')}</a>
          </dd>
        </div>
      )}
      {children}
    </dl>
  );
}

/** A link list of filters (categories, trades) that works as plain links. */
export function FilterLinks({
  label,
  allText,
  options,
  current,
  hrefFor,
}: {
  label: string;
  allText: string;
  options: { id: number; titel: string }[];
  current: string | null;
  hrefFor: (id: number | null) => string;
}) {
  const items = [{ id: null as number | null, titel: allText }, ...options];
  return (
    <nav className="town-filter" aria-label={label}>
      <ul>
        {items.map((option) => {
          const active = option.id === null ? !current : String(option.id) === current;
          return (
            <li key={option.id ?? 'alle'}>
              <a href={hrefFor(option.id)} aria-current={active ? 'page' : undefined}>
                {option.titel}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** Plain text of a CMS HTML field (for meta lines and structured data). */
export { plainText } from '@musterstadt/cms-client';
