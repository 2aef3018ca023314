import { act, render, screen, within } from '@testing-library/react';
import { exampleList, exampleProps } from '../../examples';
import AppOverview from './app-overview';
import GridOperators from './grid-operators';
import PushWidget from './push-widget';

describe('widgets', () => {
  it('names each grid operator with its round-the-clock fault number', () => {
    render(<GridOperators {...exampleProps(null, { netze: [{ sparte: 'Strom', betreiber: 'Stadtwerke Musterstadt GmbH', telefon: '+49 7999 8877-100' }] })} />);
    const strom = screen.getByRole('article', { name: 'Strom' });
    expect(strom).toHaveTextContent('Stadtwerke Musterstadt GmbH');
    expect(within(strom).getByRole('link', { name: '079998877100' })).toHaveAttribute('href', 'tel:+4979998877100');
    expect(screen.getByRole('link', { name: '112' })).toHaveAttribute('href', 'tel:112');
  });

  it('shows the app tiles and the install steps', () => {
    render(
      <AppOverview
        {...exampleProps(null, {
          kacheln: [{ titel: 'Aktuelles', text: 'Meldungen', link: '/aktuelles', icon: 'zeitung' }],
          installation: [{ geraet: 'Android (Chrome)', schritte: ['Menü öffnen', 'Zum Startbildschirm hinzufügen'] }],
        })}
      />,
    );
    expect(screen.getByRole('link', { name: 'Aktuelles Meldungen' })).toHaveAttribute('href', '/aktuelles');
    expect(within(screen.getByRole('region', { name: 'Android (Chrome)' })).getAllByRole('listitem')).toHaveLength(2);
  });

  it('tells a visitor in app mode that the app is already in use, without installation steps', () => {
    const context = {
      text: '<p>Legen Sie die Website auf den Startbildschirm.</p>',
      installation: [{ geraet: 'Android (Chrome)', schritte: ['Menü öffnen'] }],
    };
    render(<AppOverview {...exampleProps(null, context, { appMode: true })} />);
    expect(screen.getByRole('status')).toHaveTextContent('Sie nutzen die App bereits');
    expect(screen.queryByText(/Legen Sie die Website/)).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Android (Chrome)' })).not.toBeInTheDocument();
  });

  const topics = exampleList({ id: 'warnungen', titel: 'Warnungen' }, { id: 'abfall', titel: 'Abfuhrtermine' });

  it('tells readers without push support what they can use instead', () => {
    render(<PushWidget {...exampleProps(topics)} />);
    expect(screen.getByText(/Ihr Browser unterstützt keine Push-Benachrichtigungen/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Newsfeed der Stadt abonnieren' })).toHaveAttribute('href', '/aktuelles/feed.xml');
  });

  it('offers the topics where push works, and asks for at least one', async () => {
    const restore = { Notification: 'Notification' in window, PushManager: 'PushManager' in window, sw: 'serviceWorker' in navigator };
    Object.assign(window, { Notification: class {}, PushManager: class {} });
    Object.defineProperty(navigator, 'serviceWorker', { value: {}, configurable: true });
    try {
      render(<PushWidget {...exampleProps(topics)} />);
      const group = screen.getByRole('group', { name: 'Worüber möchten Sie informiert werden?' });
      expect(within(group).getAllByRole('checkbox')).toHaveLength(2);
      await act(async () => screen.getByRole('button', { name: 'Benachrichtigungen aktivieren' }).click());
      expect(screen.getByText('Bitte wählen Sie mindestens ein Thema aus.')).toBeInTheDocument();
      expect(group).toHaveAccessibleDescription('Bitte wählen Sie mindestens ein Thema aus.');
    } finally {
      if (!restore.Notification) delete (window as { Notification?: unknown }).Notification;
      if (!restore.PushManager) delete (window as { PushManager?: unknown }).PushManager;
      if (!restore.sw) delete (navigator as { serviceWorker?: unknown }).serviceWorker;
    }
  });
});
