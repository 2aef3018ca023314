// The member areas' kit (a login's pages: the council information system, the staff intranet): the
// session forms and the sober look of their boxes, lists, forms and filters (member-area.css, which
// travels with each remote that imports this entry; each sets its accent in --ms-area-accent).
export * from './session-forms';
