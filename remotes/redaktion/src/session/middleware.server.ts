/**
 * The editorial area's page middleware `redaktion-anmeldung` (server build only): the page is for
 * editors alone; a visitor without the editors' session goes to the editorial login with the way
 * back, and the page's api calls carry the editor's session.
 */
import { defineMiddleware, next, toLogin } from '@musterstadt/shell-contract/server';
import { PATHS } from '../texts';

export default defineMiddleware((request) => (request.sessions['redaktion'] ? next(['redaktion']) : toLogin(PATHS.login, request)));
