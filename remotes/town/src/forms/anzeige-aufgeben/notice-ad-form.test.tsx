import { ANZEIGE_MESSAGES } from '@musterstadt/forms';
import { render, screen, within } from '@testing-library/react';
import { exampleFormProps } from '../../examples';
import NoticeAdForm from './notice-ad-form';

beforeEach(() => {
  Element.prototype.scrollIntoView = jest.fn();
});

describe('notice-board ad form', () => {
  it('the ad form asks how people answer and says so when nobody could', () => {
    render(
      <NoticeAdForm
        {...exampleFormProps('anzeige-aufgeben', '/anzeige-aufgeben', {
          submission: {
            status: 'invalid',
            message: 'Bitte prüfen Sie Ihre Angaben.',
            errors: { telefon: ANZEIGE_MESSAGES.erreichbar },
            values: { emailZeigen: false },
          },
        })}
      />,
    );
    expect(screen.getByRole('combobox', { name: 'Rubrik' })).toBeRequired();
    expect(screen.getByLabelText('Aushang bis')).toHaveAttribute('type', 'date');
    expect(screen.getByRole('checkbox', { name: 'E-Mail-Adresse in der Anzeige zeigen' })).not.toBeChecked();
    expect(screen.getByRole('link', { name: ANZEIGE_MESSAGES.erreichbar })).toHaveAttribute('href', '#anzeige-aufgeben-telefon');
  });

  it('after success says what happens next and offers another submission', () => {
    render(<NoticeAdForm {...exampleFormProps('anzeige-aufgeben', '/anzeige-aufgeben', { submission: { status: 'success', message: 'ok' } })} />);
    const thanks = screen.getByRole('status');
    expect(thanks).toHaveTextContent('Vielen Dank! Ihre Anzeige ist bei uns eingegangen.');
    expect(thanks).toHaveTextContent('Bis dahin ist sie nicht öffentlich sichtbar.');
    expect(within(thanks).getByRole('button', { name: 'Weitere Anzeige aufgeben' })).toBeInTheDocument();
  });
});
