import type { ContentItem } from '@musterstadt/cms-client';
import { render, screen } from '@testing-library/react';
import { exampleArticle, exampleList, examplePage, exampleProps, jsonLdOf } from '../../examples';
import ArticleDetail from './article-detail';
import ArticleList from './article-list';

const block = { template: 'artikel-liste', context: { apiCalls: ['liste'] } };

describe('news', () => {
  it('shows articles with date and a link to each, and pagination links', () => {
    render(<ArticleList page={{ ...examplePage, pagination: { page: 2, pages: 3 } }} block={block} data={{ liste: { data: [exampleArticle], seiten: 3 } }} />);
    expect(screen.getByRole('link', { name: 'Gemeinderat beschließt Haushalt' })).toHaveAttribute('href', '/aktuelles/haushalt');
    expect(screen.getByText('10.11.2026')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Seite 3' })).toHaveAttribute('href', '/aktuelles?seite=3');
    expect(screen.getByRole('link', { name: 'Seite 1' })).toHaveAttribute('href', '/aktuelles');
  });

  it('shows the empty-state text of the spec', () => {
    render(<ArticleList page={examplePage} block={block} data={{ liste: { data: [] } }} />);
    expect(screen.getByText('Aktuell sind noch keine Artikel erfasst worden')).toBeInTheDocument();
  });

  it('describes a dated news item as a NewsArticle, with its documents and their file types', () => {
    const item: ContentItem = {
      id: 1,
      titel: 'Haushalt beschlossen',
      einleitung: '<p>Der Rat hat entschieden.</p>',
      datum_von: '2026-11-20T15:30:00Z',
      detailURL: '/aktuelles/haushalt',
      bild: '/api/cms/media/rathaus.svg',
      dokumente: [{ link: '/api/cms/media/haushaltsplan.pdf', downloadtext: 'Haushaltsplan (PDF, 4,2 MB)' }],
    };
    const { container } = render(<ArticleDetail {...exampleProps(exampleList(item))} />);
    expect(jsonLdOf(container)).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'NewsArticle',
      headline: 'Haushalt beschlossen',
      datePublished: '2026-11-20T15:30:00Z',
      description: 'Der Rat hat entschieden.',
      mainEntityOfPage: '/aktuelles/haushalt',
    });
    expect(screen.getByRole('link', { name: 'Haushaltsplan (PDF, 4,2 MB) (PDF-Dokument)' })).toBeInTheDocument();
  });

  it('leaves undated page articles without NewsArticle data', () => {
    const { container } = render(<ArticleDetail {...exampleProps(exampleList({ id: 2, titel: 'Stellenangebote', detailURL: '/stellenangebote' }))} />);
    expect(jsonLdOf(container)).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Stellenangebote' })).toBeInTheDocument();
  });
});
