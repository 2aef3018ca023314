import { contextText, type TemplateProps } from '@musterstadt/shell-contract';
import { DateText, RichText } from '@musterstadt/ui';
import { ContactDetails } from '../parts';
import { townHtml } from '../../safe-html';

const STATUS_TEXT: Record<string, string> = {
  vollstaendig: 'Diese Website ist mit den Anforderungen der BITV 2.0 vollständig vereinbar.',
  teilweise: 'Diese Website ist mit den Anforderungen der BITV 2.0 teilweise vereinbar. Die unten aufgeführten Inhalte sind nicht barrierefrei.',
  nicht: 'Diese Website ist mit den Anforderungen der BITV 2.0 nicht vereinbar.',
};

interface Contact {
  name?: string;
  telefon?: string;
  email?: string;
  adresse?: string;
}

/** The accessibility statement: conformity, known barriers, how to report one, enforcement. */
export default function AccessibilityStatement({ block }: TemplateProps) {
  const context = block.context ?? {};
  const barriers = (Array.isArray(context.barrieren) ? context.barrieren : []).filter((entry): entry is string => typeof entry === 'string');
  const contact = (context.kontakt ?? {}) as Contact;
  const status = contextText(block, 'status');
  const stand = contextText(block, 'stand');
  return (
    <div className="town-accessibility">
      <RichText className="town-article__intro" html={townHtml(contextText(block, 'einleitung'), block)} />
      <section aria-labelledby="vereinbarkeit">
        <h2 id="vereinbarkeit">Stand der Vereinbarkeit mit den Anforderungen</h2>
        <p>{STATUS_TEXT[status] ?? STATUS_TEXT.teilweise}</p>
        {stand && (
          <p>
            Stand dieser Erklärung: <DateText value={stand} />
          </p>
        )}
      </section>
      {barriers.length > 0 && (
        <section aria-labelledby="nicht-barrierefrei">
          <h2 id="nicht-barrierefrei">Nicht barrierefreie Inhalte</h2>
          <ul>
            {barriers.map((barrier) => (
              <li key={barrier}>{barrier}</li>
            ))}
          </ul>
        </section>
      )}
      <section aria-labelledby="erstellung">
        <h2 id="erstellung">Erstellung dieser Erklärung</h2>
        <RichText html={townHtml(contextText(block, 'erstellung'), block)} />
      </section>
      <section className="town-box" aria-labelledby="barriere-melden">
        <h2 id="barriere-melden">Barriere melden</h2>
        <p>
          Sind Ihnen Mängel beim barrierefreien Zugang zu Inhalten dieser Website aufgefallen, oder benötigen Sie Informationen in einer barrierefreien Form?
          Dann wenden Sie sich bitte an:
        </p>
        {contact.name && <p>{contact.name}</p>}
        <ContactDetails kontakt={{ telefon: contact.telefon ?? null, email: contact.email ?? null }}>
          {contact.adresse && (
            <div>
              <dt>Post</dt>
              <dd>{contact.adresse}</dd>
            </div>
          )}
        </ContactDetails>
      </section>
      <section aria-labelledby="durchsetzung">
        <h2 id="durchsetzung">Durchsetzungsverfahren</h2>
        <RichText html={townHtml(contextText(block, 'durchsetzung'), block)} />
      </section>
    </div>
  );
}
