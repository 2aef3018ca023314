import type { ContentItem } from '@musterstadt/cms-client';
import { render, screen } from '@testing-library/react';
import { exampleList, exampleProps } from '../../examples';
import Gallery from './gallery';

describe('galleries', () => {
  it('links every gallery image to its full size with caption and credit', () => {
    const gallery: ContentItem = {
      id: 1,
      titel: 'Musterstadt in Bildern',
      bildergalerie_zuordnung: {
        bilder: [
          { bild: '/api/cms/media/rathaus.svg', bildtext: 'Das Rathaus', bildcopyright: 'Stadt Musterstadt' },
          { bild: '/api/cms/media/marktplatz.svg', bildtext: 'Der Marktplatz', bildcopyright: 'Sabine Wagner' },
        ],
      },
    };
    render(<Gallery {...exampleProps(exampleList(gallery))} />);
    expect(screen.getByRole('link', { name: 'Das Rathaus (Bild 1 von 2 vergrößern)' })).toHaveAttribute('href', '/api/cms/media/rathaus.svg');
    expect(screen.getByText('© Sabine Wagner')).toBeInTheDocument();
  });
});
