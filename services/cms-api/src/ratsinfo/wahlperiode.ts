/** The council's current electoral period (municipal elections in June 2024): OParl's legislative term, and when the members' memberships began. */
export const WAHLPERIODE = { name: 'Wahlperiode 2024–2029', beginn: '2024-07-01', ende: '2029-06-30' };
