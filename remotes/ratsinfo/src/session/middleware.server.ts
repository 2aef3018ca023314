/**
 * The council's page middleware (server build only). `ratsinfo-anmeldung`: the page is for council
 * members alone, wherever it lives (e.g. the town's notice page for members under /rathaus); a
 * visitor without the council session goes to the council login with the way back. `ratsinfo-mitglieder`:
 * a public council page that shows more to a logged-in member; its api calls carry the member's
 * session when there is one.
 */
import { defineMiddleware, next, toLogin } from '@musterstadt/shell-contract/server';
import { PATHS } from '../texts';

const KIND = 'ratsinfo';

export const membersOnly = defineMiddleware((request) => (request.sessions[KIND] ? next([KIND]) : toLogin(PATHS.login, request)));

export const moreForMembers = defineMiddleware(() => next([KIND]));
