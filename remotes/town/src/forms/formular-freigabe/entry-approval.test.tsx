import type { TemplateProps } from '@musterstadt/shell-contract';
import { render, screen } from '@testing-library/react';
import EntryApproval from './entry-approval';

function zeige(state: Record<string, unknown>) {
  const props: TemplateProps = {
    page: {
      path: '/formulare/freigabe',
      search: '?token=abc.def.ghi',
      layout: 'default',
      theme: 'default',
      title: 'Freigabe',
      heading: 'Freigabe',
      description: '',
      canonical: '/formulare/freigabe',
      breadcrumbs: [],
      heroImages: [],
      status: 200,
    },
    block: { template: 'formular-freigabe', slot: 'main', context: { apiCalls: ['freigabe'] }, options: {} },
    data: { freigabe: state },
    form: { id: 'formular-freigabe', action: '/formulare/freigabe', data: null },
  };
  return render(<EntryApproval {...props} />);
}

describe('the page of an approval link', () => {
  it('says a submission the editorial area rejected will not be published, and offers no button', () => {
    zeige({ status: 'abgelehnt', art: 'veranstaltung' });
    expect(screen.getByRole('status')).toHaveTextContent('Diese Eingabe wurde in der Redaktion abgelehnt.');
    expect(screen.getByRole('status')).toHaveTextContent('Der Eintrag wird nicht veröffentlicht');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('still asks before it publishes a submission that waits', () => {
    zeige({ status: 'offen', art: 'veranstaltung', zusammenfassung: 'Platzkonzert am 12.10.2030' });
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Veranstaltung prüfen und freigeben');
    expect(screen.getByRole('button', { name: 'Jetzt veröffentlichen' })).toBeInTheDocument();
  });
});
