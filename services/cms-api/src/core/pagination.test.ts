import { HttpError } from './errors';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, pageCount, pageOffset, parsePaging } from './pagination';

const SEITE = 'Der Parameter seite muss eine positive ganze Zahl sein.';
const PRO_SEITE = 'Der Parameter pro_seite muss eine ganze Zahl zwischen 1 und 100 sein.';

function messageOf(fn: () => unknown): string {
  try {
    fn();
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 400) return error.message;
    throw error;
  }
  throw new Error('expected a 400 HttpError');
}

describe('parsePaging', () => {
  it('defaults to page 1 of 10', () => {
    expect(parsePaging(undefined, undefined)).toEqual({ seite: 1, proSeite: DEFAULT_PAGE_SIZE });
    expect(parsePaging('', '')).toEqual({ seite: 1, proSeite: 10 });
  });

  it('reads valid values', () => {
    expect(parsePaging('3', '25')).toEqual({ seite: 3, proSeite: 25 });
    expect(parsePaging('007', '1')).toEqual({ seite: 7, proSeite: 1 });
    expect(parsePaging('1', String(MAX_PAGE_SIZE))).toEqual({ seite: 1, proSeite: 100 });
  });

  it.each(['0', '-1', 'abc', '1.5', '1e3', ' 2', '+2', '99999999999999999999'])('rejects seite=%j', (value) => {
    expect(messageOf(() => parsePaging(value, undefined))).toBe(SEITE);
  });

  it.each(['0', '-5', '101', 'zehn', '2.5'])('rejects pro_seite=%j', (value) => {
    expect(messageOf(() => parsePaging(undefined, value))).toBe(PRO_SEITE);
  });
});

describe('pageCount', () => {
  it.each([
    [0, 10, 1],
    [1, 10, 1],
    [10, 10, 1],
    [11, 10, 2],
    [24, 10, 3],
    [24, 3, 8],
    [24, 100, 1],
    [14, 4, 4],
  ])('%i entries at %i per page → %i pages', (total, size, pages) => {
    expect(pageCount(total, size)).toBe(pages);
  });
});

describe('pageOffset', () => {
  it('gives the row offset of a page', () => {
    expect(pageOffset({ seite: 1, proSeite: 10 }, 24)).toBe(0);
    expect(pageOffset({ seite: 3, proSeite: 10 }, 24)).toBe(20);
    expect(pageOffset({ seite: 1, proSeite: 10 }, 0)).toBe(0);
  });

  it('is null beyond the last page', () => {
    expect(pageOffset({ seite: 4, proSeite: 10 }, 24)).toBeNull();
    expect(pageOffset({ seite: 2, proSeite: 10 }, 0)).toBeNull();
    expect(pageOffset({ seite: Number.MAX_SAFE_INTEGER, proSeite: 100 }, 24)).toBeNull();
  });
});
