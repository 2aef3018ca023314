import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** A rendered anonymous page as it goes to every visitor, compressed once. */
export interface CachedPage {
  status: number;
  /** Headers that belong to this page (its content policy, when its content embeds scripts). */
  headers: Record<string, string>;
  html: Buffer;
  br: Buffer;
  gzip: Buffer;
  /** For counting a page view when the page comes from the cache. */
  view: { path: string; title: string };
  renderedAt: number;
}

export interface PageCacheOptions {
  /** How long a page is served without asking anything. */
  freshMs: number;
  /** How long after that a page is still served while a new render runs in the background. */
  staleMs: number;
  /** Pages kept at most; the least recently used goes first. */
  maxEntries: number;
  now?: () => number;
  /** A background render that failed (the stale page stays until it expires). */
  onError?: (error: unknown, key: string) => void;
}

/** What a render gives the cache: a page to keep, or nothing when this answer must not be shared. */
export type Render = () => Promise<CachedPage | null>;

/**
 * Anonymous pages, the same for every visitor, rendered once and served from memory: fresh for a
 * short time, then stale-while-revalidate, so a content change shows within fresh + stale time while
 * the server renders each page at most once per fresh period however many visitors ask. Concurrent
 * misses of one key share one render. Keys carry the URL and everything a render depends on beyond
 * the content (the remotes' versions, app mode), so a release gives new pages at once.
 */
export class PageCache {
  private readonly entries = new Map<string, CachedPage>();
  private readonly pending = new Map<string, Promise<CachedPage | null>>();
  /** Counts clears: a render that began before a clear may hold old content and is not kept. */
  private generation = 0;
  private readonly now: () => number;

  constructor(private readonly options: PageCacheOptions) {
    this.now = options.now ?? Date.now;
  }

  get size(): number {
    return this.entries.size;
  }

  /**
   * The page of `key`: from memory when fresh; from memory and re-rendered in the background when
   * stale; otherwise rendered now (shared with concurrent requests). Null when the render says the
   * answer must not be shared; the caller then renders the page for this request itself.
   */
  async get(key: string, render: Render): Promise<CachedPage | null> {
    const entry = this.entries.get(key);
    if (entry) {
      const age = this.now() - entry.renderedAt;
      if (age <= this.options.freshMs + this.options.staleMs) {
        // Least recently used order: a hit moves the key to the end.
        this.entries.delete(key);
        this.entries.set(key, entry);
        if (age > this.options.freshMs) void this.refresh(key, render).catch((error) => this.options.onError?.(error, key));
        return entry;
      }
      this.entries.delete(key);
    }
    return this.refresh(key, render);
  }

  /** Resolves when no render is running (background ones included). */
  async idle(): Promise<void> {
    while (this.pending.size > 0) await Promise.allSettled([...this.pending.values()]);
  }

  /** Forgets every page, and any render under way (a content change known to the caller). */
  clear(): void {
    this.generation += 1;
    this.entries.clear();
    this.pending.clear();
  }

  private refresh(key: string, render: Render): Promise<CachedPage | null> {
    const running = this.pending.get(key);
    if (running) return running;
    const generation = this.generation;
    const next = render()
      .then((page) => {
        if (generation !== this.generation) return page;
        if (page) this.store(key, page);
        else this.entries.delete(key);
        return page;
      })
      .finally(() => {
        if (this.pending.get(key) === next) this.pending.delete(key);
      });
    this.pending.set(key, next);
    return next;
  }

  private store(key: string, page: CachedPage): void {
    this.entries.delete(key);
    this.entries.set(key, page);
    while (this.entries.size > this.options.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }
}

/** Compresses a rendered page once, for every visitor who gets it from the cache. */
export async function cachedPage(
  html: Buffer,
  page: { status: number; headers: Record<string, string>; view: { path: string; title: string } },
  now: number,
): Promise<CachedPage> {
  const [br, gz] = await Promise.all([
    brotli(html, { params: { [zlib.BROTLI_PARAM_QUALITY]: 9, [zlib.BROTLI_PARAM_SIZE_HINT]: html.length } }),
    gzipAsync(html, { level: 9 }),
  ]);
  return { ...page, html, br, gzip: gz, renderedAt: now };
}

/** The encoding to answer with: brotli, then gzip, as the request accepts them. */
export function pickEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  if (!acceptEncoding) return null;
  const encoding = negotiate(acceptEncoding, ['br', 'gzip']);
  return encoding === 'br' || encoding === 'gzip' ? encoding : null;
}
