/** The job kinds that carry out planned starts and ends of publication (registered in app.ts). */
import type { Db } from '../core/db';
import { type JobKind, PermanentJobError } from '../core/jobs';
import { beendeGeplantes, veroeffentlicheGeplantes } from './status';
import { AUFTRAGSARTEN, type ZeitplanDaten } from './zeitplan';

const inhaltDes = (daten: ZeitplanDaten): number => {
  if (!Number.isSafeInteger(daten.inhalt) || daten.inhalt < 1) throw new PermanentJobError('Der Auftrag nennt keinen Inhalt.');
  return daten.inhalt;
};

export function zeitplanAuftraege(db: Db): JobKind<ZeitplanDaten>[] {
  return [
    {
      art: AUFTRAGSARTEN.veroeffentlichen,
      run: async (job, now) => {
        await db.transaction((tx) => veroeffentlicheGeplantes(tx, inhaltDes(job.daten), now));
      },
    },
    {
      art: AUFTRAGSARTEN.beenden,
      run: async (job, now) => {
        await db.transaction((tx) => beendeGeplantes(tx, inhaltDes(job.daten), now));
      },
    },
  ];
}
