import type { ComponentType, ReactNode } from 'react';
import type { Block, Breadcrumb, ImageRef, MenuItem, Pagination } from '@musterstadt/cms-client';
import type { ContributedFeed } from './feeds';
import type { FormHandlerModule } from './form-handler';
import type { BlockForm } from './forms';
import type { IslandModule } from './islands';
import type { LoginKindModule } from './login-kind';
import type { PageMiddlewareModule } from './middleware';
import type { PreviewSourceModule } from './previews';
import type { TemplateOptionsModule } from './template-options';

/** Version of the shell–remote contract. Additive changes keep it; breaking ones raise it. */
export const CONTRACT_API_VERSION = 1;

/** What a layout and a template see of the page. */
export interface PageView {
  /** Path of the page, e.g. '/feuerwehr/'. */
  path: string;
  /** Query string including '?', or ''. */
  search: string;
  layout: string;
  theme: string;
  /** Document title without the site suffix. */
  title: string;
  /** Text of the page's h1, or null when a block renders the h1 (detail pages). */
  heading: string | null;
  description: string;
  canonical: string;
  breadcrumbs: Breadcrumb[];
  heroImages: ImageRef[];
  pagination?: Pagination;
  /** HTTP status the page answers with (200, or 404/5xx for error pages). */
  status: number;
  /** True when the visitor runs the site from the home screen (the app-mode cookie, spec point 4). */
  appMode?: boolean;
  /** The site's public address (e.g. 'https://www.musterstadt.de'), for absolute links a page names. */
  origin?: string;
}

export interface LayoutProps {
  page: PageView;
  /** Rendered blocks by slot name ('main', 'sidebar', ...). */
  slots: Record<string, ReactNode>;
  /** Menus the layout asked for by name; an unavailable menu is an empty list. */
  menus: Record<string, MenuItem[]>;
}

export interface TemplateProps {
  page: PageView;
  block: Block;
  /** Answers of the page's api calls this block names in `context.apiCalls`, by call name. */
  data: Record<string, unknown>;
  /** Set when the shell has a form handler for this template: its data and a submission's outcome. */
  form?: BlockForm;
}

export interface LayoutModule {
  default: ComponentType<LayoutProps>;
  /** Names of the menus (GET /api/cms/menu?name=) the layout renders. */
  menus?: readonly string[];
}

export interface TemplateModule {
  default: ComponentType<TemplateProps>;
}

type Loader<T> = () => Promise<T>;

export interface RemoteDefinition {
  id: string;
  apiVersion: number;
  layouts: Record<string, Loader<LayoutModule>>;
  /**
   * The German title of each layout ('Stadt (Standard)', 'Feuerwehr'), as the editorial area's page
   * form offers it. Every layout needs one; the browser build, without layouts, may keep them.
   */
  layoutTitles?: Record<string, string>;
  templates: Record<string, Loader<TemplateModule>>;
  /** First path segments of this remote's sites and the theme each takes when a page names none (spec point 4). */
  themes?: Record<string, string>;
  /** schema.org data of the organisation behind the whole site (JSON-LD on every page); at most one remote gives it. */
  organization?: { '@type': string; name: string } & Record<string, unknown>;
  /** Ids or classes of containers (e.g. a job-listing widget's) kept only once in the HTML of this remote's blocks. */
  uniqueContainers?: readonly string[];
  /**
   * Form handlers by form id (the template name of the form's blocks), e.g.
   * `() => import('./forms/kontakt.server')`. Server build only: a remote leaves them out of its
   * browser build (`process.env.REMOTE_BUILD === 'browser'`). Optional, so contract version 1 holds.
   */
  forms?: Record<string, Loader<FormHandlerModule>>;
  /**
   * True when this remote's components read the shared Redux store (the session slice, slices they
   * inject) from `@musterstadt/shell-contract/store`. Only pages that use such a remote get the store:
   * every other page loads no Redux code in the browser.
   */
  store?: boolean;
  /**
   * The remote's islands by name, e.g. `header: () => import('./chrome/header')`, whose module's
   * default export is `island('header', Component)`. The browser loads only these, and only on
   * pages that show one; everything else of the remote stays server HTML.
   */
  islands?: Record<string, Loader<IslandModule>>;
  /**
   * Login kinds by name (the key of the session slice and of the profile type the remote declares
   * in `SessionProfiles`), e.g. `ratsinfo: () => import('./session/login.server')`. Server build
   * only, like `forms`. A new kind is a release of its remote; the shell needs no change.
   */
  logins?: Record<string, Loader<LoginKindModule>>;
  /**
   * Page middleware by name, e.g. `'intranet-anmeldung': () => import('./session/middleware.server')`:
   * pages name it in the content API, and the shell runs it before their api calls (see
   * `defineMiddleware` of `@musterstadt/shell-contract/server`). Server build only, like `logins`.
   */
  middleware?: Record<string, Loader<PageMiddlewareModule>>;
  /**
   * Machine-readable addresses of this remote's sites answered from the content API (server build
   * only). `logins`, `middleware` and `feeds` are checked by `validateServerContributions` of
   * `@musterstadt/shell-contract/server`, so that no browser loads their checks.
   */
  feeds?: readonly ContributedFeed[];
  /**
   * Preview pages of this remote's sites by name, e.g. `vorschau: () => import('./vorschau/preview.server')`,
   * whose module's default export is `definePreviewSource({ path, load })` of
   * `@musterstadt/shell-contract/server`. Server build only, like `logins`.
   */
  previews?: Record<string, Loader<PreviewSourceModule>>;
  /**
   * What a block of each template takes, e.g. `() => import('./templates/optionen.server')`, whose
   * module's default export is `defineTemplateOptions({ ... })` of `@musterstadt/shell-contract/server`:
   * per template a German title and description and the schema of its blocks' `context`, for the
   * editorial area's block forms. Server build only, like `logins`; a remote with templates must give
   * it, covering exactly its templates.
   */
  templateOptions?: Loader<TemplateOptionsModule>;
}

/** The one entry a remote exposes (as './remote'). A remote built now gives every layout a German title. */
export function defineRemote(definition: RemoteDefinition): RemoteDefinition {
  const problem = validateRemoteDefinition(definition) ?? layoutTitleProblem(definition);
  if (problem) throw new Error(`Invalid remote definition: ${problem}`);
  return Object.freeze({ ...definition });
}

/** Checks a loaded remote entry against the contract; returns what is wrong, or null. */
export function validateRemoteDefinition(value: unknown, expectedId?: string): string | null {
  if (!value || typeof value !== 'object') return 'not an object';
  const def = value as Partial<RemoteDefinition>;
  if (typeof def.id !== 'string' || !/^[a-z][a-z0-9-]*$/.test(def.id)) return 'id must be a lower-case name';
  if (expectedId && def.id !== expectedId) return `id '${def.id}' does not match '${expectedId}'`;
  if (def.apiVersion !== CONTRACT_API_VERSION) return `unsupported contract version ${String(def.apiVersion)}`;
  for (const key of ['layouts', 'templates'] as const) {
    const record = def[key];
    if (!record || typeof record !== 'object') return `${key} must be a record`;
    for (const [name, loader] of Object.entries(record)) {
      if (typeof loader !== 'function') return `${key}.${name} must be a loader function`;
    }
  }
  if (def.layoutTitles !== undefined && (!def.layoutTitles || typeof def.layoutTitles !== 'object' || Array.isArray(def.layoutTitles))) {
    return 'layoutTitles must be a record';
  }
  return validateContributions(def);
}

/**
 * A layout without a German title, or null. Checked where a remote is defined (its build and tests
 * fail), not where the shell loads one: a build from before titles still runs, its layouts offered by name.
 */
function layoutTitleProblem(def: RemoteDefinition): string | null {
  for (const name of Object.keys(def.layouts)) {
    const title = def.layoutTitles && Object.hasOwn(def.layoutTitles, name) ? def.layoutTitles[name] : undefined;
    if (typeof title !== 'string' || title.trim() === '') return `layouts.${name} needs a German title in layoutTitles`;
  }
  return null;
}

const NAME = /^[a-z0-9][a-z0-9_-]*$/i;

function validateContributions(def: Partial<RemoteDefinition>): string | null {
  if (def.themes !== undefined) {
    if (!def.themes || typeof def.themes !== 'object') return 'themes must be a record';
    for (const [segment, theme] of Object.entries(def.themes)) {
      if (!NAME.test(segment) || typeof theme !== 'string' || !NAME.test(theme)) return `themes.${segment} must map a path segment to a theme name`;
    }
  }
  const org = def.organization;
  if (org !== undefined && (!org || typeof org !== 'object' || typeof org['@type'] !== 'string' || typeof org.name !== 'string')) {
    return "organization must be schema.org data with '@type' and name";
  }
  if (
    def.uniqueContainers !== undefined &&
    (!Array.isArray(def.uniqueContainers) || !def.uniqueContainers.every((c) => typeof c === 'string' && NAME.test(c)))
  ) {
    return 'uniqueContainers must be a list of ids';
  }
  if (def.store !== undefined && typeof def.store !== 'boolean') return 'store must be true or false';
  if (def.islands !== undefined) {
    if (!def.islands || typeof def.islands !== 'object' || Array.isArray(def.islands)) return 'islands must be a record';
    for (const [name, loader] of Object.entries(def.islands)) {
      if (!NAME.test(name)) return `islands.${name} must be a name`;
      if (typeof loader !== 'function') return `islands.${name} must be a loader function`;
    }
  }
  return validateLoaders(def.forms, 'forms', 'form id');
}

/** A record of loaders by lower-case name (`forms`, `logins`); what is wrong, or null. */
export function validateLoaders(record: unknown, key: string, what: string): string | null {
  if (record === undefined) return null;
  if (!record || typeof record !== 'object' || Array.isArray(record)) return `${key} must be a record`;
  for (const [name, loader] of Object.entries(record)) {
    if (!/^[a-z0-9][a-z0-9-]*$/.test(name)) return `${key}.${name} must be a lower-case ${what}`;
    if (typeof loader !== 'function') return `${key}.${name} must be a loader function`;
  }
  return null;
}

/** The answer of the first api call a block names, e.g. the list a list template shows. */
export function blockData<T = unknown>(props: Pick<TemplateProps, 'block' | 'data'>): T | undefined {
  const name = props.block.context?.apiCalls?.[0];
  const value = name === undefined ? undefined : props.data[name];
  return (value ?? undefined) as T | undefined;
}

/** A string field of a block's context ('' when absent). */
export function contextText(block: TemplateProps['block'], key: string): string {
  const value = block.context?.[key];
  return typeof value === 'string' ? value : '';
}
