/**
 * The intranet's page middleware `intranet-anmeldung` (server build only): the page is for staff
 * members alone; a visitor without the staff session goes to the intranet login with the way back,
 * and the page's api calls carry the staff member's session.
 */
import { defineMiddleware, next, toLogin } from '@musterstadt/shell-contract/server';
import { PATHS } from '../texts';

export default defineMiddleware((request) => (request.sessions['intranet'] ? next(['intranet']) : toLogin(PATHS.login, request)));
