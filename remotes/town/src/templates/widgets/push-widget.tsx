import { createCmsClient, postJson, type ListResult } from '@musterstadt/cms-client';
import { blockData, contextText, island } from '@musterstadt/shell-contract';
import { useEffect, useState, type FormEvent } from 'react';
import { entriesOf } from '../parts';
import type { FormTemplateProps } from '../with-rich-text';

interface Topic {
  id: string;
  titel: string;
}

type Phase = 'server' | 'bereit' | 'nicht-unterstuetzt' | 'sendet' | 'abonniert';

export const PUSH_TEXTS = {
  needsScript: 'Push-Benachrichtigungen lassen sich nur mit eingeschaltetem JavaScript einrichten.',
  unsupported: 'Ihr Browser unterstützt keine Push-Benachrichtigungen. Neuigkeiten aus dem Rathaus erhalten Sie auch über unseren Newsfeed.',
  noTopic: 'Bitte wählen Sie mindestens ein Thema aus.',
  denied: 'Sie haben Benachrichtigungen für diese Website nicht erlaubt. Sie können das in den Einstellungen Ihres Browsers ändern.',
  unavailable: 'Push-Benachrichtigungen stehen auf dieser Website zurzeit nicht zur Verfügung. Bitte versuchen Sie es später noch einmal.',
  failed: 'Das Abonnement konnte nicht gespeichert werden. Bitte versuchen Sie es später noch einmal.',
} as const;

export function pushSupported(): boolean {
  return typeof window !== 'undefined' && 'Notification' in window && 'serviceWorker' in navigator && 'PushManager' in window;
}

function applicationServerKey(base64: string): Uint8Array<ArrayBuffer> {
  const padded = (base64 + '='.repeat((4 - (base64.length % 4)) % 4)).replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(padded);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i += 1) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

/** Subscribes this browser to the chosen topics; resolves to the message to show. */
async function subscribe(themen: string[]): Promise<{ ok: boolean; message: string }> {
  if ((await Notification.requestPermission()) !== 'granted') return { ok: false, message: PUSH_TEXTS.denied };
  const registration = await navigator.serviceWorker.getRegistration();
  const key = registration ? await createCmsClient({ baseUrl: '' }).get<{ publicKey?: string }>('/api/cms/push/schluessel') : null;
  const publicKey = key?.status === 200 ? key.body?.publicKey : undefined;
  if (!registration || !publicKey) return { ok: false, message: PUSH_TEXTS.unavailable };
  const subscription = await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: applicationServerKey(publicKey) });
  const response = await postJson<{ error?: string }>('/api/cms/push/abonnements', { ...subscription.toJSON(), themen });
  if (!response.ok) return { ok: false, message: response.body?.error ?? PUSH_TEXTS.failed };
  return { ok: true, message: 'Vielen Dank! Sie erhalten ab jetzt Benachrichtigungen zu den gewählten Themen.' };
}

/** The push-notification widget: choose topics, allow notifications, done. */
function PushWidget(props: FormTemplateProps) {
  const topics = entriesOf(blockData<ListResult<Topic>>(props));
  const [phase, setPhase] = useState<Phase>('server');
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const [invalid, setInvalid] = useState(false);
  const titel = contextText(props.block, 'titel') || 'Push-Benachrichtigungen';

  useEffect(() => {
    setPhase(pushSupported() ? 'bereit' : 'nicht-unterstuetzt');
  }, []);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const themen = new FormData(event.currentTarget).getAll('themen').map(String);
    setInvalid(themen.length === 0);
    if (themen.length === 0) return;
    setPhase('sendet');
    setMessage(null);
    try {
      const result = await subscribe(themen);
      setMessage({ text: result.message, error: !result.ok });
      setPhase(result.ok ? 'abonniert' : 'bereit');
    } catch {
      setMessage({ text: PUSH_TEXTS.unavailable, error: true });
      setPhase('bereit');
    }
  }

  return (
    <section className="town-box town-push" aria-labelledby="push-titel">
      <h2 id="push-titel">{titel}</h2>
      {props.intro}
      {phase === 'server' && <p>{PUSH_TEXTS.needsScript}</p>}
      {phase === 'nicht-unterstuetzt' && (
        <p>
          {PUSH_TEXTS.unsupported} <a href="/aktuelles/feed.xml">Newsfeed der Stadt abonnieren</a>
        </p>
      )}
      {(phase === 'bereit' || phase === 'sendet') && topics.length > 0 && (
        <form onSubmit={onSubmit} noValidate>
          <fieldset aria-describedby={invalid ? 'push-fehler' : undefined}>
            <legend>Worüber möchten Sie informiert werden?</legend>
            {invalid && (
              <p id="push-fehler" className="town-field-error">
                {PUSH_TEXTS.noTopic}
              </p>
            )}
            {topics.map((topic) => (
              <div key={topic.id} className="town-check">
                <input type="checkbox" id={`push-${topic.id}`} name="themen" value={topic.id} />
                <label htmlFor={`push-${topic.id}`}>{topic.titel}</label>
              </div>
            ))}
          </fieldset>
          <button type="submit" className="ms-button" disabled={phase === 'sendet'}>
            {phase === 'sendet' ? 'Wird eingerichtet …' : 'Benachrichtigungen aktivieren'}
          </button>
        </form>
      )}
      <div role="status" aria-live="polite">
        {message && <p className={message.error ? 'town-field-error' : 'ms-notice'}>{message.text}</p>}
      </div>
    </section>
  );
}

export default island('push-benachrichtigungen', PushWidget, { hydrate: 'idle' });
