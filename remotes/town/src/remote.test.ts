import { validateRemoteDefinition } from '@musterstadt/shell-contract';
import { validateServerContributions, validateTemplateOptions } from '@musterstadt/shell-contract/server';
import remote from './remote';

// Contract test: the entry this remote exposes is what the shell accepts.
describe('town remote entry', () => {
  it('satisfies the shell contract', () => {
    expect(validateRemoteDefinition(remote, 'town')).toBeNull();
  });

  it('declares the options of every template, and of templates only', async () => {
    expect(validateServerContributions(remote)).toBeNull();
    expect(validateTemplateOptions(await remote.templateOptions?.(), Object.keys(remote.templates))).toBeNull();
  });

  it('resolves every layout and template to a component', async () => {
    for (const [name, load] of Object.entries(remote.layouts)) {
      const module = await load();
      expect([name, typeof module.default]).toEqual([name, 'function']);
      for (const menu of module.menus ?? []) expect(typeof menu).toBe('string');
    }
    for (const [name, load] of Object.entries(remote.templates)) {
      expect([name, typeof (await load()).default]).toEqual([name, 'function']);
    }
  });

  // Content names its blocks' templates and forms by these names: a release must keep every one.
  it('contributes the layouts, templates, forms and islands the content names', async () => {
    expect(Object.keys(remote.layouts).sort()).toEqual(['default', 'gaeste', 'portal', 'wide', 'wirtschaft']);
    expect(Object.keys(remote.templates).sort()).toEqual(
      [
        'portal',
        'text',
        'artikel-liste',
        'artikel-detail',
        'artikel-teaser',
        'veranstaltung-liste',
        'veranstaltung-detail',
        'veranstaltung-teaser',
        'schwarzes-brett',
        'schwarzes-brett-detail',
        'schwarzes-brett-block',
        'schwarzes-brett-portal',
        'mitarbeiter',
        'mitarbeiter-liste',
        'aemter',
        'amt-detail',
        'oeffnungszeiten',
        'ausschreibungen',
        'ausschreibung-detail',
        'baugebiete',
        'baugebiet-detail',
        'bildergalerie',
        'brancheneintraege',
        'brancheneintrag-detail',
        'preise',
        'zeitstrahl',
        'pwa-uebersicht',
        'push-benachrichtigungen',
        'netzbetreiber',
        'barrierefreiheit',
        'auch-interessant',
        'suche',
        'wegweiser-abc',
        'wegweiser-leistungen',
        'wegweiser-formulare',
        'wegweiser-lebenslagen',
        'wegweiser-organisationseinheiten',
        'wegweiser-suche',
        'wegweiser-ansprechpartner',
        'wegweiser-navigation',
        'wegweiser-weitere-stellen',
        'abfall-termine',
        'abfall-erinnerung',
        'abfall-erinnerung-bestaetigung',
        'kontaktformular',
        'nachbarschaftshilfe',
        'fuehrung-anfrage',
        'veranstaltung-melden',
        'verein-eintragen',
        'formular-freigabe',
        'vereinsverzeichnis',
        'schadensmeldung',
        'vereinspauschale',
        'betrieb-eintragen',
        'anzeige-aufgeben',
      ].sort(),
    );
    const forms = [
      'kontaktformular',
      'abfall-erinnerung',
      'nachbarschaftshilfe',
      'fuehrung-anfrage',
      'veranstaltung-melden',
      'verein-eintragen',
      'formular-freigabe',
      'schadensmeldung',
      'vereinspauschale',
      'betrieb-eintragen',
      'anzeige-aufgeben',
    ];
    expect(Object.keys(remote.forms ?? {}).sort()).toEqual([...forms].sort());
    for (const [name, load] of Object.entries(remote.forms ?? {})) expect([name, (await load()).default.id]).toEqual([name, name]);
    expect(Object.keys(remote.islands ?? {}).sort()).toEqual(
      [
        'bildergalerie',
        'baugebiet-karte',
        'abfall-erinnerung',
        'kontaktformular',
        'nachbarschaftshilfe',
        'fuehrung-anfrage',
        'veranstaltung-melden',
        'verein-eintragen',
        'schadensmeldung',
        'vereinspauschale',
        'betrieb-eintragen',
        'anzeige-aufgeben',
        'pwa-uebersicht',
        'push-benachrichtigungen',
      ].sort(),
    );
    for (const [name, load] of Object.entries(remote.islands ?? {})) expect([name, (await load()).default.islandName]).toEqual([name, name]);
  });
});
