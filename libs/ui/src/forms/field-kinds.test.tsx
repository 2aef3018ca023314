import { fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { CaptchaField, CheckboxGroupField, ConsentField, DateField, FileField, checkFiles, describeFileLimits, type FileLimits } from './index';
import { dateString, formInputFromFields, multilineText, parseFormDate, PHONE, validateForm, xorMessage, yup } from './schema';

const FOTOS: FileLimits = { types: ['image/jpeg', 'image/png'], maxBytes: 10 * 1024 * 1024, maxFiles: 3 };

describe('xor rule', () => {
  const message = xorMessage('Telefonnummer', 'E-Mail-Adresse');
  const schema = yup
    .object({ name: yup.string().required('Name fehlt'), telefon: yup.string().trim().default(''), email: yup.string().trim().default('') })
    .xor('telefon', 'email', message);

  it('names both fields in German', () => {
    expect(message).toBe('Bitte füllen Sie genau eines der beiden Felder aus: „Telefonnummer“ oder „E-Mail-Adresse“.');
  });

  it('answers its message at the first field when neither is filled, also beside other errors', async () => {
    expect(await validateForm(schema, { name: 'Eva', telefon: '  ', email: '' })).toEqual({ ok: false, errors: { telefon: message } });
    expect(await validateForm(schema, {})).toEqual({ ok: false, errors: { name: 'Name fehlt', telefon: message } });
  });

  it('answers its message when both are filled', async () => {
    expect(await validateForm(schema, { name: 'Eva', telefon: '07821 1234', email: 'eva@example.org' })).toEqual({ ok: false, errors: { telefon: message } });
  });

  it('passes exactly one of the two', async () => {
    expect(await validateForm(schema, { name: 'Eva', telefon: '07821 1234' })).toMatchObject({ ok: true, values: { telefon: '07821 1234', email: '' } });
    expect(await validateForm(schema, { name: 'Eva', email: 'eva@example.org' })).toMatchObject({ ok: true });
  });

  it('counts a list with entries, a ticked box and a number as filled', async () => {
    const mixed = yup.object({ liste: yup.array(yup.string().required()).default([]), ja: yup.boolean().default(false) }).xor('liste', 'ja', 'genau eins');
    expect(await validateForm(mixed, { liste: ['a'] })).toMatchObject({ ok: true });
    expect(await validateForm(mixed, { ja: true })).toMatchObject({ ok: true });
    expect(await validateForm(mixed, { liste: ['a'], ja: true })).toEqual({ ok: false, errors: { liste: 'genau eins' } });
    expect(await validateForm(mixed, { liste: [], ja: false })).toEqual({ ok: false, errors: { liste: 'genau eins' } });
  });
});

describe('text rules', () => {
  it('takes telephone numbers as people write them, and nothing else', () => {
    for (const number of ['07999 123-120', '+49 (0)7999 / 12 31 20', '07999.12312']) expect(PHONE.test(number)).toBe(true);
    for (const wrong of ['0800-MUSTER', '07999 123 ext. 4', '49+7999', '']) expect(PHONE.test(wrong)).toBe(false);
  });

  it('counts a line break posted without JavaScript (CRLF) as one character, as the browser does, and trims', async () => {
    const schema = yup.object({ text: multilineText().required('Bitte schreiben Sie etwas.').max(5, 'Höchstens 5 Zeichen.') });
    expect(await validateForm(schema, { text: '  ab\r\ncd\n ' })).toEqual({ ok: true, values: { text: 'ab\ncd' } });
    expect(await validateForm(schema, { text: 'a\r\n\r\nb' })).toEqual({ ok: true, values: { text: 'a\n\nb' } });
    expect(await validateForm(schema, { text: 'abc\r\ndef' })).toEqual({ ok: false, errors: { text: 'Höchstens 5 Zeichen.' } });
    expect(await validateForm(schema, { text: ' \r\n ' })).toEqual({ ok: false, errors: { text: 'Bitte schreiben Sie etwas.' } });
  });
});

describe('dates', () => {
  it('reads what a date field sends and what people type, and refuses days that do not exist', () => {
    expect(parseFormDate('2026-12-01')).toBe('2026-12-01');
    expect(parseFormDate(' 1.12.2026 ')).toBe('2026-12-01');
    expect(parseFormDate('29.02.2028')).toBe('2028-02-29');
    for (const wrong of ['29.02.2027', '2026-13-01', '31.04.2026', 'morgen', '12/01/2026', '']) expect(parseFormDate(wrong)).toBeNull();
  });

  it('validates a date string with German messages and limits', async () => {
    const schema = yup.object({
      tag: dateString({ message: 'Bitte geben Sie ein gültiges Datum an (TT.MM.JJJJ).', min: '2026-12-01', max: '2027-06-30' }).required(
        'Bitte wählen Sie einen Tag.',
      ),
    });
    expect(await validateForm(schema, { tag: '24.12.2026' })).toEqual({ ok: true, values: { tag: '2026-12-24' } });
    expect(await validateForm(schema, { tag: '31.11.2026' })).toEqual({ ok: false, errors: { tag: 'Bitte geben Sie ein gültiges Datum an (TT.MM.JJJJ).' } });
    expect(await validateForm(schema, { tag: '2026-11-30' })).toEqual({ ok: false, errors: { tag: 'Bitte wählen Sie ein Datum ab dem 01.12.2026.' } });
    expect(await validateForm(schema, { tag: '01.07.2027' })).toEqual({ ok: false, errors: { tag: 'Bitte wählen Sie ein Datum bis zum 30.06.2027.' } });
    expect(await validateForm(schema, { tag: '' })).toEqual({ ok: false, errors: { tag: 'Bitte wählen Sie einen Tag.' } });
  });

  it('renders a native date field with its label and the format hint', () => {
    render(<DateField id="f-tag" name="tag" label="Wunschtermin" min="2026-12-01" defaultValue="2026-12-24" />);
    const field = screen.getByLabelText('Wunschtermin');
    expect(field).toHaveAttribute('type', 'date');
    expect(field).toHaveAttribute('min', '2026-12-01');
    expect(field).toHaveValue('2026-12-24');
    expect(field).toHaveAccessibleDescription('Format: TT.MM.JJJJ');
  });
});

describe('multiselect', () => {
  const options = [
    { value: 'fachwerk', label: 'Fachwerk und Altstadt' },
    { value: 'museum', label: 'Heimatmuseum' },
    { value: 'natur', label: 'Natur und Wald' },
  ];

  it('is a group of checkboxes under one legend, sending each ticked value', () => {
    render(
      <CheckboxGroupField
        id="f-interessen"
        name="interessen"
        label="Was interessiert Sie?"
        hint="Mehrere Antworten möglich"
        options={options}
        defaultValue={['museum']}
        error="Bitte wählen Sie mindestens ein Thema."
      />,
    );
    const group = screen.getByRole('group', { name: 'Was interessiert Sie?' });
    expect(group).toHaveAccessibleDescription('Mehrere Antworten möglich Fehler: Bitte wählen Sie mindestens ein Thema.');
    const boxes = screen.getAllByRole('checkbox');
    expect(boxes.map((box) => [box.getAttribute('name'), (box as HTMLInputElement).value, (box as HTMLInputElement).checked])).toEqual([
      ['interessen', 'fachwerk', false],
      ['interessen', 'museum', true],
      ['interessen', 'natur', false],
    ]);
    // The error summary links to the first box.
    expect(boxes[0]).toHaveAttribute('id', 'f-interessen');
    expect(screen.getByRole('checkbox', { name: 'Heimatmuseum' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('arrives as a list from a form posted without JavaScript, one value or many', async () => {
    const schema = yup.object({
      interessen: yup
        .array(
          yup
            .string()
            .required()
            .oneOf(options.map((o) => o.value)),
        )
        .min(1, 'Bitte wählen Sie mindestens ein Thema.'),
    });
    expect(formInputFromFields(schema, { interessen: 'museum' })).toEqual({ interessen: ['museum'] });
    expect(await validateForm(schema, formInputFromFields(schema, { interessen: ['museum', 'natur'] }))).toEqual({
      ok: true,
      values: { interessen: ['museum', 'natur'] },
    });
    expect(await validateForm(schema, formInputFromFields(schema, { interessen: ['museum', 'spielbank'] }))).toMatchObject({
      ok: false,
      errors: { 'interessen[1]': 'Bitte wählen Sie einen der vorgegebenen Werte.' },
    });
    expect(await validateForm(schema, { interessen: [] })).toEqual({ ok: false, errors: { interessen: 'Bitte wählen Sie mindestens ein Thema.' } });
  });
});

describe('consent', () => {
  it('is a checkbox sending true, with the link to the privacy statement', () => {
    render(<ConsentField id="f-ds" name="datenschutz" />);
    const box = screen.getByRole('checkbox', { name: /Ich bin damit einverstanden/ });
    expect(box).toHaveAttribute('value', 'true');
    expect(box).toHaveAccessibleDescription(/^Mehr dazu in unserer Datenschutzerklärung ?\.$/);
    expect(screen.getByRole('link', { name: 'Datenschutzerklärung' })).toHaveAttribute('href', '/datenschutz');
  });
});

describe('custom file', () => {
  it('says types, size and number before a file is chosen', () => {
    expect(describeFileLimits(FOTOS)).toBe('Erlaubt: JPG und PNG, bis zu 3 Dateien, höchstens 10 MB je Datei.');
    expect(describeFileLimits({ types: ['application/pdf'], maxBytes: 10 * 1024 * 1024, maxFiles: 1 })).toBe(
      'Erlaubt: PDF, eine Datei, höchstens 10 MB je Datei.',
    );
    render(<FileField id="f-fotos" name="fotos" label="Fotos (freiwillig)" limits={FOTOS} />);
    const input = screen.getByLabelText('Fotos (freiwillig)');
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('accept', 'image/jpeg,image/png');
    expect(input).toHaveAttribute('multiple');
    expect(input).toHaveAccessibleDescription('Erlaubt: JPG und PNG, bis zu 3 Dateien, höchstens 10 MB je Datei.');
  });

  it('names a choice outside the limits at once', () => {
    expect(checkFiles([{ name: 'a.jpg', size: 1000, type: 'image/jpeg' }], FOTOS)).toBeNull();
    expect(checkFiles([{ name: 'gross.jpg', size: 11 * 1024 * 1024, type: 'image/jpeg' }], FOTOS)).toBe(
      'Die Datei „gross.jpg“ ist zu groß. Erlaubt sind höchstens 10 MB je Datei.',
    );
    expect(checkFiles([{ name: 'virus.exe', size: 10, type: 'application/x-msdownload' }], FOTOS)).toBe(
      'Die Datei „virus.exe“ hat ein nicht erlaubtes Format. Erlaubt sind JPG und PNG.',
    );
    const four = Array.from({ length: 4 }, (_, i) => ({ name: `${i}.jpg`, size: 10, type: 'image/jpeg' }));
    expect(checkFiles(four, FOTOS)).toBe('Bitte wählen Sie höchstens 3 Dateien aus.');

    const changed: string[] = [];
    render(<FileField id="f-fotos" name="fotos" label="Fotos" limits={FOTOS} onChange={(event) => changed.push(event.currentTarget.name)} />);
    const input = screen.getByLabelText('Fotos');
    fireEvent.change(input, { target: { files: [new File(['x'.repeat(20)], 'brief.pdf', { type: 'application/pdf' })] } });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(/Fehler: Die Datei „brief.pdf“ hat ein nicht erlaubtes Format/);
    expect(changed).toEqual(['fotos']);
    fireEvent.change(input, { target: { files: [new File(['x'], 'foto.jpg', { type: 'image/jpeg' })] } });
    expect(input).not.toHaveAttribute('aria-invalid');
  });
});

describe('captcha', () => {
  it('asks its question in words as the label and sends the signed token in a hidden field, without a script', () => {
    const html = renderToString(
      <CaptchaField id="f-captcha" name="captcha" tokenName="captchaToken" question="Wie viel ist sieben plus drei?" token="abc.def" />,
    );
    expect(html).toContain('<input type="hidden" name="captchaToken" value="abc.def"/>');
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<script');
    render(
      <CaptchaField
        id="f-captcha"
        name="captcha"
        tokenName="captchaToken"
        question="Wie viel ist sieben plus drei?"
        token="abc.def"
        error="Die Antwort stimmt nicht."
      />,
    );
    const answer = screen.getByRole('textbox', { name: 'Sicherheitsfrage: Wie viel ist sieben plus drei?' });
    expect(answer).toHaveAttribute('inputmode', 'numeric');
    expect(answer).toHaveAttribute('aria-invalid', 'true');
    expect(answer).toHaveAccessibleDescription(/Fehler: Die Antwort stimmt nicht\.$/);
  });
});
