import { LogoMark } from '@musterstadt/ui/chrome';
import type { SchoolMark } from '../schools';

/** Each school's logo mark, drawn in the theme's colours. Decorative: the school's name is text beside it. */
export function Mark({ mark }: { mark: SchoolMark }) {
  return (
    <LogoMark className="sc-logo__mark">
      {mark === 'sonne' && (
        <>
          <circle cx="24" cy="24" r="9" fill="currentColor" />
          <g stroke="currentColor" strokeWidth="3.5" strokeLinecap="round">
            <path d="M24 4v6M24 38v6M4 24h6M38 24h6M9.9 9.9l4.2 4.2M33.9 33.9l4.2 4.2M9.9 38.1l4.2-4.2M33.9 14.1l4.2-4.2" />
          </g>
        </>
      )}
      {mark === 'baum' && (
        <>
          <circle cx="24" cy="18" r="13" fill="currentColor" />
          <circle cx="14" cy="25" r="8" fill="currentColor" />
          <circle cx="34" cy="25" r="8" fill="currentColor" />
          <rect x="21" y="26" width="6" height="18" rx="2" fill="currentColor" />
        </>
      )}
      {mark === 'zahnrad' && (
        <path
          fill="currentColor"
          fillRule="evenodd"
          d="M21 3h6l1 6 4 1.7 5-3.6 4.2 4.2-3.6 5L39 20l6 1v6l-6 1-1.7 4 3.6 5-4.2 4.2-5-3.6L28 39l-1 6h-6l-1-6-4-1.7-5 3.6-4.2-4.2 3.6-5L9 28l-6-1v-6l6-1 1.7-4-3.6-5 4.2-4.2 5 3.6L20 9zm3 13a8 8 0 1 0 0 16 8 8 0 0 0 0-16z"
        />
      )}
      {mark === 'wappen' && (
        <>
          <path d="M6 6h36v16c0 11-8 18-18 22C14 40 6 33 6 22z" fill="currentColor" />
          <path d="M14 17c4-2 7-2 10 0v14c-3-2-6-2-10 0zM34 17c-4-2-7-2-10 0v14c3-2 6-2 10 0z" fill="#fff" />
        </>
      )}
      {mark === 'bruecke' && (
        <>
          <rect x="4" y="30" width="12" height="14" rx="1" fill="currentColor" />
          <rect x="18" y="20" width="12" height="24" rx="1" fill="currentColor" />
          <rect x="32" y="8" width="12" height="36" rx="1" fill="currentColor" />
        </>
      )}
    </LogoMark>
  );
}
