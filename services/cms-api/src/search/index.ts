/** The site search (PostgreSQL full-text search, German). */
export { default as searchRoutes, search, GUIDE_SEGMENTS, MAX_QUERY_LENGTH, type SearchResult } from './routes';
export { GUIDE_BASE, MARK_START, MARK_STOP, type SearchHit, detailUrl, markedSnippet, safeTarget } from './search-result';
