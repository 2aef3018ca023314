import type { Meldung } from '@musterstadt/cms-client';
import { render, screen, within } from '@testing-library/react';
import { exampleList, exampleProps } from '../../examples';
import NoticeBlock from './notice-block';
import NoticeBoard from './notice-board';
import NoticeDetail from './notice-detail';

const notice = (id: number, titel: string, extra: Partial<Meldung> = {}): Meldung => ({
  id,
  titel,
  einleitung: 'Kurz &amp; knapp',
  datum_von: '2026-11-20T08:30:00Z',
  datum_bis: '2099-01-31T22:59:00Z',
  detailURL: `/leben-wohnen/schwarzes-brett/${id}`,
  rubriken: [{ id: 31, titel: 'Vereine und Gruppen', detailURL: '/leben-wohnen/schwarzes-brett?rubrik_id=31' }],
  ...extra,
});

describe('notice board', () => {
  it('filters by category with plain links, starting again on page 1', () => {
    render(
      <NoticeBoard
        {...exampleProps(
          exampleList(notice(1, 'Liederkranz sucht Tenöre')),
          {
            rubriken: [
              { id: 31, titel: 'Vereine und Gruppen' },
              { id: 34, titel: 'Fundsachen' },
            ],
          },
          {
            path: '/leben-wohnen/schwarzes-brett',
            search: '?seite=2&rubrik_id=31',
            pagination: { page: 2, pages: 3 },
          },
        )}
      />,
    );
    const filter = screen.getByRole('navigation', { name: 'Meldungen nach Rubrik' });
    expect(within(filter).getByRole('link', { name: 'Vereine und Gruppen' })).toHaveAttribute('aria-current', 'page');
    expect(within(filter).getByRole('link', { name: 'Fundsachen' })).toHaveAttribute('href', '/leben-wohnen/schwarzes-brett?rubrik_id=34');
    expect(within(filter).getByRole('link', { name: 'Alle Meldungen' })).toHaveAttribute('href', '/leben-wohnen/schwarzes-brett');
    expect(screen.getByRole('link', { name: 'Liederkranz sucht Tenöre' })).toHaveAttribute('href', '/leben-wohnen/schwarzes-brett/1');
    expect(screen.getByText('Kurz & knapp')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Seite 3' })).toHaveAttribute('href', '/leben-wohnen/schwarzes-brett?seite=3&rubrik_id=31');
  });

  it("shows the spec's empty-state text in the overview and in a block", () => {
    const { unmount } = render(<NoticeBoard {...exampleProps(exampleList())} />);
    expect(screen.getByText('Aktuell sind keine Meldungen erfasst')).toBeInTheDocument();
    unmount();
    render(<NoticeBlock {...exampleProps(exampleList(), { titel: 'Fundsachen', link: '/rathaus/aemter/buergerbuero', linktext: 'Zum Fundbüro' })} />);
    expect(screen.getByRole('region', { name: 'Fundsachen' })).toHaveTextContent('Aktuell sind keine Meldungen erfasst');
    expect(screen.getByRole('link', { name: 'Zum Fundbüro' })).toHaveAttribute('href', '/rathaus/aemter/buergerbuero');
  });

  it('shows a notice with its dates, category and contact', () => {
    render(
      <NoticeDetail
        {...exampleProps(exampleList(notice(1, 'Lesepaten gesucht', { anbieter: 'Grundschule Musterstadt', kontakt: { telefon: '+49 7999 123-610' } })))}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Lesepaten gesucht' })).toBeInTheDocument();
    expect(screen.getByText('Veröffentlicht am').nextSibling).toHaveTextContent('20.11.2026');
    expect(screen.getByRole('link', { name: 'Vereine und Gruppen' })).toHaveAttribute('href', '/leben-wohnen/schwarzes-brett?rubrik_id=31');
    expect(screen.getByRole('region', { name: 'Kontakt' })).toHaveTextContent('Grundschule Musterstadt');
    expect(screen.queryByText('Dieser Aushang ist abgelaufen.')).toBeNull();
  });

  it('keeps an expired notice’s page but no longer shows who to contact', () => {
    const expired = notice(2, 'Fahrrad zu verschenken', {
      datum_bis: '2020-01-31T22:59:00Z',
      anbieter: 'Familie Weber',
      kontakt: { telefon: '+49 7999 1234' },
    });
    render(<NoticeDetail {...exampleProps(exampleList(expired))} />);
    expect(screen.getByText('Dieser Aushang ist abgelaufen.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Kontakt' })).toBeNull();
    expect(screen.queryByText('Familie Weber')).toBeNull();
  });
});
