import { render, screen } from '@testing-library/react';
import { ErrorContent } from './error-content';
import { TEXTS } from './texts';

describe('the error page’s body', () => {
  it('tells of an informed team for a server error only', () => {
    render(<ErrorContent error={{ status: 500, kind: 'error' }} path="/aktuelles" />);
    expect(screen.getByText(TEXTS.errorBody)).toBeInTheDocument();
    expect(screen.getByText('Fehlercode: 500')).toBeInTheDocument();
  });

  it('asks to check the address for a request the site cannot answer as sent, without blaming the team', () => {
    render(<ErrorContent error={{ status: 400, kind: 'error' }} path="/intranet%2Farchiv" />);
    expect(screen.getByText(TEXTS.clientErrorBody)).toBeInTheDocument();
    expect(screen.queryByText(/wurde informiert/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: TEXTS.backHome })).toHaveAttribute('href', '/');
  });

  it('says who may see a forbidden page, and offers the search on a missing one', () => {
    const { unmount } = render(<ErrorContent error={{ status: 403, kind: 'forbidden' }} path="/redaktion/konten" />);
    expect(screen.getByText(TEXTS.forbiddenBody)).toBeInTheDocument();
    unmount();
    render(<ErrorContent error={{ status: 404, kind: 'not-found' }} path="/gibt-es-nicht" />);
    expect(screen.getByRole('search')).toBeInTheDocument();
  });
});
