/**
 * Calendars to subscribe to or download (iCalendar, RFC 5545), made with ical-generator:
 *
 *   GET /api/cms/ical/veranstaltungen.ics[?bereich=feuerwehr]   every upcoming event
 *   GET /api/cms/ical/veranstaltungen/:id.ics                    one event, as a download
 *   GET /api/cms/ical/abfall/:bezirk.ics[?arten=restmuell,…]     the collection dates of a district
 *   GET /api/cms/ical/sitzungen.ics[?gremium=GR]                 council meetings (public data only)
 *
 * Times carry TZID=Europe/Berlin with the zone's VTIMEZONE, so calendar apps show the town's wall
 * clock whatever the server's or the reader's time zone; collection dates are all-day dates.
 */
import { TZDate } from '@date-fns/tz';
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import { decodeHTML } from 'entities';
import { IcalAbfallQuery, IcalBezirkParams, IcalEventsQuery, IdParams, NoQuery, RatsIcalQuery } from '@musterstadt/cms-contract';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyReply } from 'fastify';
import ical, { ICalEventStatus, ICalEventTransparency, type ICalCalendar } from 'ical-generator';
import type { Queryable } from '../core/db';
import { MESSAGES, badRequest, gone, notFound } from '../core/errors';
import { parseId, readBereich, readOptional } from '../core/params';
import { TIME_ZONE, berlinDate } from '../core/time';
import { isGoneItem } from './repository';

const DAY = 86_400_000;
/** Subscribed calendars keep recent past events for a while. */
const PAST_DAYS = 30;

interface EventRow {
  id: number;
  slug: string;
  titel: string;
  einleitung: string | null;
  datum_von: Date | string;
  datum_bis: Date | string | null;
  ganztaegig: boolean;
  detail_url: string | null;
  updated_at: Date | string;
  data: { veranstaltungsort?: string | null; brancheneintrag_veranstaltungsort?: { titel?: string } | null; rubriken?: { titel: string }[] } | null;
}

/** Plain text of CMS HTML, for DESCRIPTION. */
export function plainText(html: string | null | undefined): string {
  if (!html) return '';
  return decodeHTML(
    html
      .replace(/<br\s*\/?>/gi, '\n')
      .replace(/<\/p>\s*<p[^>]*>/gi, '\n\n')
      .replace(/<[^>]*>/g, ''),
  )
    .replace(/[ \t]+/g, ' ')
    .trim();
}

function calendar(name: string, description: string, siteUrl: string): ICalCalendar {
  const cal = ical({
    name,
    description,
    prodId: { company: 'Stadt Musterstadt', product: 'Website', language: 'DE' },
    url: siteUrl,
    // Only the zone definitions; each event names its zone, so DTSTAMP stays in UTC.
    timezone: { name: null, generator: getVtimezoneComponent },
    ttl: 60 * 60 * 6,
  });
  cal.x([{ key: 'X-WR-TIMEZONE', value: TIME_ZONE }]);
  return cal;
}

/** The calendar day of an instant in Berlin, as a Date at noon UTC (all-day values). */
function berlinDay(value: Date | string): Date {
  const berlin = new TZDate(new Date(value).getTime(), TIME_ZONE);
  return new Date(Date.UTC(berlin.getFullYear(), berlin.getMonth(), berlin.getDate(), 12));
}

function addEvent(cal: ICalCalendar, row: EventRow, siteUrl: string): void {
  const data = row.data ?? {};
  const url = row.detail_url ? `${siteUrl}${row.detail_url}` : undefined;
  const intro = plainText(row.einleitung);
  const common = {
    id: `veranstaltung-${row.id}@musterstadt.de`,
    summary: row.titel,
    description: [intro, url ? `Mehr: ${url}` : ''].filter(Boolean).join('\n\n'),
    location: data.veranstaltungsort || data.brancheneintrag_veranstaltungsort?.titel || undefined,
    url,
    lastModified: new Date(row.updated_at),
    stamp: new Date(row.updated_at),
    categories: (data.rubriken ?? []).map((rubrik) => ({ name: rubrik.titel })),
  };
  const end = row.datum_bis ?? row.datum_von;
  if (row.ganztaegig) {
    cal.createEvent({ ...common, allDay: true, start: berlinDay(row.datum_von), end: new Date(berlinDay(end).getTime() + DAY) });
  } else {
    cal.createEvent({
      ...common,
      timezone: TIME_ZONE,
      start: new TZDate(new Date(row.datum_von).getTime(), TIME_ZONE),
      end: new TZDate(new Date(end).getTime(), TIME_ZONE),
    });
  }
}

function send(reply: FastifyReply, cal: ICalCalendar, filename: string, download: boolean) {
  return (
    reply
      .type('text/calendar; charset=utf-8')
      .header('content-disposition', `${download ? 'attachment' : 'inline'}; filename="${filename}"`)
      // A published event or meeting is in its calendar within 5 s: no cache may keep an answer longer.
      .header('cache-control', 'public, max-age=5')
      .send(cal.toString())
  );
}

const EVENT_COLUMNS = 'id, slug, titel, einleitung, datum_von, datum_bis, ganztaegig, detail_url, updated_at, data';

export default async function icalRoutes(instance: FastifyInstance, options: { db: Queryable; siteUrl: string; now?: () => Date }): Promise<void> {
  const { db, siteUrl } = options;
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const now = options.now ?? (() => new Date());

  app.get('/api/cms/ical/veranstaltungen.ics', { schema: { querystring: IcalEventsQuery } }, async (request, reply) => {
    const bereich = readBereich(request.query);
    const since = new Date(now().getTime() - PAST_DAYS * DAY).toISOString();
    const { rows } = await db.query<EventRow>(
      `SELECT ${EVENT_COLUMNS} FROM items
        WHERE typ = 'veranstaltung' AND datum_von IS NOT NULL AND COALESCE(datum_bis, datum_von) >= $1 AND ($2::text IS NULL OR bereich = $2)
        ORDER BY datum_von, id`,
      [since, bereich ?? null],
    );
    const cal = calendar(
      bereich === 'feuerwehr' ? 'Termine der Feuerwehr Musterstadt' : 'Veranstaltungen in Musterstadt',
      'Veranstaltungskalender der Stadt Musterstadt im Schwarzwald',
      siteUrl,
    );
    for (const row of rows) addEvent(cal, row, siteUrl);
    return send(reply, cal, 'veranstaltungen-musterstadt.ics', false);
  });

  app.get('/api/cms/ical/veranstaltungen/:id.ics', { schema: { params: IdParams, querystring: NoQuery } }, async (request, reply) => {
    const id = parseId(request.params.id);
    const row =
      id === null ? undefined : (await db.query<EventRow>(`SELECT ${EVENT_COLUMNS} FROM items WHERE typ = 'veranstaltung' AND id = $1`, [id])).rows[0];
    if (!row && id !== null && (await isGoneItem(db, 'veranstaltung', id))) throw gone();
    if (!row || row.datum_von === null) throw notFound(MESSAGES.itemNotFound);
    const cal = calendar(row.titel, 'Eine Veranstaltung in Musterstadt', siteUrl);
    addEvent(cal, row, siteUrl);
    return send(reply, cal, `${row.slug}.ics`, true);
  });

  app.get('/api/cms/ical/sitzungen.ics', { schema: { querystring: RatsIcalQuery } }, async (request, reply) => {
    const kuerzel = (readOptional(request.query, 'gremium') ?? '').toUpperCase();
    const gremien = (await db.query<{ id: number; name: string; kuerzel: string }>('SELECT id, name, kuerzel FROM rats_gremien ORDER BY sortierung')).rows;
    const gremium = gremien.find((g) => g.kuerzel === kuerzel);
    if (kuerzel !== '' && !gremium) throw badRequest(`Unbekanntes Gremium. Erlaubt sind: ${gremien.map((g) => g.kuerzel).join(', ')}.`);
    const since = new Date(now().getTime() - 90 * DAY).toISOString();
    const { rows } = await db.query<{
      id: number;
      name: string;
      beginn: Date | string;
      ende: Date | string | null;
      ort: string;
      raum: string;
      abgesagt: boolean;
      gremium: string;
      geaendert: Date | string;
    }>(
      `SELECT s.id, s.name, s.beginn, s.ende, s.ort, s.raum, s.abgesagt, s.geaendert, g.name AS gremium FROM rats_sitzungen s JOIN rats_gremien g ON g.id = s.gremium_id
        WHERE s.beginn >= $1 AND ($2::int IS NULL OR s.gremium_id = $2) ORDER BY s.beginn, s.id`,
      [since, gremium?.id ?? null],
    );
    const cal = calendar(
      gremium ? `Sitzungen: ${gremium.name}` : 'Sitzungen der Gremien der Stadt Musterstadt',
      'Sitzungstermine aus dem Ratsinformationssystem der Stadt Musterstadt',
      `${siteUrl}/ratsinfo`,
    );
    for (const row of rows) {
      const url = `${siteUrl}/ratsinfo/sitzungen/${row.id}`;
      const start = new Date(row.beginn);
      cal.createEvent({
        id: `sitzung-${row.id}@musterstadt.de`,
        summary: row.abgesagt ? `Abgesagt: ${row.name}` : row.name,
        description: `${row.gremium}. Tagesordnung und Unterlagen: ${url}`,
        location: `${row.raum}, ${row.ort}`,
        url,
        timezone: TIME_ZONE,
        start: new TZDate(start.getTime(), TIME_ZONE),
        end: new TZDate(new Date(row.ende ?? start.getTime() + 2 * 3_600_000).getTime(), TIME_ZONE),
        // A calendar that subscribed sees a moved or cancelled meeting as a change of the same event.
        stamp: new Date(row.geaendert),
        lastModified: new Date(row.geaendert),
        status: row.abgesagt ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
      });
    }
    return send(reply, cal, `sitzungen-${kuerzel.toLowerCase() || 'alle'}.ics`, false);
  });

  app.get('/api/cms/ical/abfall/:bezirk.ics', { schema: { params: IcalBezirkParams, querystring: IcalAbfallQuery } }, async (request, reply) => {
    const bezirk = (
      await db.query<{ id: number; slug: string; name: string }>('SELECT id, slug, name FROM abfall_bezirke WHERE slug = $1', [request.params.bezirk])
    ).rows[0];
    if (!bezirk) throw notFound('Diesen Abfuhrbezirk gibt es nicht.');
    const known = (await db.query<{ schluessel: string; name: string; beschreibung: string | null }>('SELECT schluessel, name, beschreibung FROM abfall_arten'))
      .rows;
    const wanted = (readOptional(request.query, 'arten') ?? '')
      .split(',')
      .map((a) => a.trim())
      .filter(Boolean);
    if (wanted.some((art) => !known.some((k) => k.schluessel === art))) {
      throw badRequest(`Unbekannte Abfallart. Erlaubt sind: ${known.map((k) => k.schluessel).join(', ')}.`);
    }
    const since = new Date(`${berlinDate(now())}T12:00:00Z`).getTime() - PAST_DAYS * DAY;
    const { rows } = await db.query<{ datum: Date | string; art: string; hinweis: string | null }>(
      `SELECT datum, art, hinweis FROM abfall_termine WHERE bezirk_id = $1 AND datum >= $2::date AND (cardinality($3::text[]) = 0 OR art = ANY ($3::text[]))
        ORDER BY datum, art`,
      [bezirk.id, new Date(since).toISOString().slice(0, 10), wanted],
    );
    const cal = calendar(`Abfuhrtermine ${bezirk.name}`, `Abfuhrtermine der Stadt Musterstadt, ${bezirk.name}`, `${siteUrl}/abfall`);
    for (const row of rows) {
      const datum = typeof row.datum === 'string' ? row.datum.slice(0, 10) : row.datum.toISOString().slice(0, 10);
      const art = known.find((k) => k.schluessel === row.art);
      const start = new Date(`${datum}T12:00:00Z`);
      cal.createEvent({
        id: `abfall-${bezirk.slug}-${row.art}-${datum}@musterstadt.de`,
        allDay: true,
        start,
        end: new Date(start.getTime() + DAY),
        stamp: new Date(`${datum}T00:00:00Z`),
        summary: art?.name ?? row.art,
        description: [row.hinweis, art?.beschreibung, 'Bitte stellen Sie die Behälter bis 6 Uhr an den Straßenrand.'].filter(Boolean).join('\n'),
        url: `${siteUrl}/abfall?bezirk=${bezirk.slug}`,
        categories: [{ name: 'Abfuhr' }],
        transparency: ICalEventTransparency.TRANSPARENT,
      });
    }
    return send(reply, cal, `abfuhrtermine-${bezirk.slug}.ics`, false);
  });
}
