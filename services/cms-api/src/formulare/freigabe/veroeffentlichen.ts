/** Writing an approved submission where it belongs: the event calendar, the club or business directory, the notice board. */
import type { Queryable } from '../../core/db';
import { HttpError } from '../../core/errors';
import { berlinToInstant } from '../../core/time';
import { publishPicture } from './bilder';
import { berlinLocal } from './felder';
import { BRANCHEN_NACH_ID, BRETT_RUBRIKEN_NACH_ID, VERANSTALTUNG_NACH_ID, VEREIN_NACH_ID, rubrikenOf } from './kategorien';
import { FREIGABE_MESSAGES } from './messages';
import { slugOf } from '../../core/slug';
import { paragraphs, teaser } from './text';
import type { Veroeffentlichung } from './veroeffentlichung';

/** Writes the approved entry where it belongs; returns its address. */
export async function publish(tx: Queryable, id: number, v: Veroeffentlichung, now: Date): Promise<string> {
  const slug = `${slugOf(v.ziel === 'verein' || v.ziel === 'brancheneintrag' ? v.name : v.titel)}-${id}`;
  if (v.ziel === 'veranstaltung') {
    const url = `/veranstaltungen/${slug}`;
    const bild = await publishPicture(tx, id, v.bild, slug);
    const data = {
      links: [],
      dokumente: [],
      bildergalerie_zuordnung: null,
      seo: null,
      rubriken: rubrikenOf(v.rubriken, VERANSTALTUNG_NACH_ID, '/veranstaltungen'),
      veranstaltungsort: v.ort,
      brancheneintrag_veranstaltungsort: null,
      veranstalter: v.veranstalter,
    };
    await tx.query(
      `INSERT INTO items (typ, bereich, slug, titel, einleitung, text, bild, bildcopyright, datum_von, datum_bis, ganztaegig, detail_url, data)
       VALUES ('veranstaltung', 'stadt', $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11::jsonb)`,
      [
        slug,
        v.titel,
        v.einleitung || null,
        v.text,
        bild,
        bild ? v.veranstalter : null,
        berlinLocal(v.beginn),
        berlinLocal(v.ende),
        v.ganztaegig,
        url,
        JSON.stringify(data),
      ],
    );
    return url;
  }
  if (v.ziel === 'brancheneintrag') {
    const url = `/leben-wohnen/branchenbuch/${slug}`;
    const logo = await publishPicture(tx, id, v.logo, `logo-${slug}`);
    const data = {
      branche: { id: v.branche, titel: BRANCHEN_NACH_ID[v.branche] ?? '' },
      adresse: { location: null, street: v.strasse, zip: v.plz, city: v.ort },
      kontakt: { telefon: v.telefon, email: v.email, web: v.webseite },
      oeffnungszeiten: v.zeiten.length > 0 || v.hinweis ? [{ typ: 'allgemein', hinweis: v.hinweis, regelzeiten: v.zeiten, abweichungen: [] }] : [],
      logo,
    };
    await tx.query(`INSERT INTO eintraege (typ, slug, titel, text, detail_url, data) VALUES ('brancheneintrag', $1, $2, $3, $4, $5::jsonb)`, [
      slug,
      v.name,
      paragraphs(v.beschreibung),
      url,
      JSON.stringify(data),
    ]);
    return url;
  }
  if (v.ziel === 'anzeige') {
    const [year, month, day] = v.bis.split('-').map(Number) as [number, number, number];
    const lastMinute = berlinToInstant(year, month, day, 23, 59);
    // Approved after its last day, an ad would hang nowhere: the editor is told instead.
    if (lastMinute < now)
      throw new HttpError(409, FREIGABE_MESSAGES.anzeigeAbgelaufen(`${String(day).padStart(2, '0')}.${String(month).padStart(2, '0')}.${year}`));
    const url = `/leben-wohnen/schwarzes-brett/${slug}`;
    const bild = await publishPicture(tx, id, v.bild, slug);
    const data = {
      rubriken: rubrikenOf([v.rubrik], BRETT_RUBRIKEN_NACH_ID, '/leben-wohnen/schwarzes-brett'),
      anbieter: v.anbieter,
      kontakt: { ...(v.telefon ? { telefon: v.telefon } : {}), ...(v.email ? { email: v.email } : {}) },
    };
    await tx.query(
      `INSERT INTO eintraege (typ, slug, titel, einleitung, text, bild, bildcopyright, datum_von, datum_bis, detail_url, data)
       VALUES ('meldung', $1, $2, $3, $4, $5, $6, $7, $8, $9, $10::jsonb)`,
      [slug, v.titel, teaser(v.text), paragraphs(v.text), bild, bild ? v.anbieter : null, now, lastMinute, url, JSON.stringify(data)],
    );
    return url;
  }
  const url = '/freizeit-tourismus/vereine';
  const data = {
    rubriken: rubrikenOf(v.rubriken, VEREIN_NACH_ID, url),
    ort: v.ort,
    webseite: v.webseite,
    ansprechperson: v.ansprechperson,
    kontakt: v.kontakt,
  };
  await tx.query(`INSERT INTO eintraege (typ, slug, titel, einleitung, data) VALUES ('verein', $1, $2, $3, $4::jsonb)`, [
    slug,
    v.name,
    v.beschreibung,
    JSON.stringify(data),
  ]);
  return url;
}
