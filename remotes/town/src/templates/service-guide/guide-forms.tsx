import { safeHref, type TemplateProps } from '@musterstadt/shell-contract';
import { EmptyState, RichText } from '@musterstadt/ui';
import { BackToGuide, EntryList, Intro, Kind, Section, entries, isDetail, single } from './parts';
import type { Formular } from './types';
import { townHtml } from '../../safe-html';

function FormDetail({ form }: { form: Formular }) {
  const online = safeHref(form.online?.link);
  return (
    <article className="town-wegweiser town-wegweiser--detail">
      <Kind>Formular</Kind>
      <h1>{form.titel}</h1>
      {form.einleitung && <RichText className="town-article__intro" html={townHtml(form.einleitung)} />}
      <RichText html={townHtml(form.text)} />
      {form.format && (
        <dl className="town-wegweiser__daten">
          <div>
            <dt>Form</dt>
            <dd>{form.format}</dd>
          </div>
        </dl>
      )}
      {online && (
        <p>
          <a className="ms-button" href={online}>
            {form.online?.linktext || 'Online ausfüllen'}
          </a>
        </p>
      )}
      <Section id="wegweiser-formular-leistungen" title="Gehört zu diesen Leistungen" show={(form.leistungen ?? []).length > 0}>
        <EntryList items={form.leistungen ?? []} />
      </Section>
      <BackToGuide />
    </article>
  );
}

/** Forms: all of them (list), or one with where to get it and the services it belongs to (detail). */
export default function GuideForms(props: TemplateProps) {
  if (isDetail(props)) {
    const form = single<Formular>(props);
    return form ? <FormDetail form={form} /> : null;
  }
  const forms = entries<Formular>(props);
  return (
    <div className="town-wegweiser">
      <Intro props={props} />
      {forms.length === 0 ? <EmptyState text="Aktuell sind keine Formulare erfasst." /> : <EntryList items={forms} />}
    </div>
  );
}
