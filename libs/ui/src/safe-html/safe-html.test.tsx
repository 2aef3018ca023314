import { readFileSync } from 'node:fs';
import path from 'node:path';
import { render } from '@testing-library/react';
import ts from 'typescript';
import { RichText } from '../components/content';
import { innerHtml, safeHtml, safeJsonScript, sanitizeRichText } from './sanitize';

const HOSTILE = '<p>Text</p><script>window.hit=1</script><img src="x" onerror="window.hit=2"><a href="javascript:window.hit=3">Link</a>';

describe('safeHtml', () => {
  it('sanitises any field it is given, whatever its name', () => {
    const html = safeHtml(HOSTILE);
    expect(html).toBe('<p>Text</p><img src="x" /><a>Link</a>');
  });

  it('keeps scripts only from the prefixes the block allows, as inert elements', () => {
    const widget = '<script src="/api/cms/widgets/stellen.js"></script><script src="https://evil.example/x.js"></script>';
    expect(safeHtml(widget)).toBe('');
    expect(safeHtml(widget, { options: { erlaubteSkripte: ['/api/cms/widgets/'] } })).toBe('<ms-script src="/api/cms/widgets/stellen.js"></ms-script>');
    expect(safeHtml('<ms-script src="https://evil.example/x.js">alert(1)</ms-script>Rest', { options: { erlaubteSkripte: ['/api/cms/widgets/'] } })).toBe(
      'Rest',
    );
  });

  it('gives the same HTML when sanitised twice (the shell sanitises before the template does)', () => {
    const options = { allowedScriptPrefixes: ['/api/cms/widgets/'], uniqueContainers: ['stellenportal'] };
    const inputs = [
      HOSTILE,
      '<script src="/api/cms/widgets/a.js" data-mandant="7">x()</script><div id="stellenportal"></div><div class="stellenportal"></div>',
      '<ms-script src="https://evil.example/a.js"></ms-script><h1>Titel</h1>',
    ];
    for (const input of inputs) {
      const once = sanitizeRichText(input, options);
      expect(sanitizeRichText(once, options)).toBe(once);
    }
  });

  it('renders in RichText without running anything', () => {
    const { container } = render(<RichText html={safeHtml(HOSTILE)} />);
    expect(container.querySelector('script, [onerror], [href^="javascript:"]')).toBeNull();
    expect(container.textContent).toBe('TextLink');
  });

  it('writes JSON that cannot end its script element', () => {
    const { container } = render(
      <script type="application/json" dangerouslySetInnerHTML={innerHtml(safeJsonScript({ a: '</script><script>x()</script>' }))} />,
    );
    expect(container.innerHTML).not.toContain('</script><script>');
    expect(JSON.parse(container.querySelector('script')!.textContent!)).toEqual({ a: '</script><script>x()</script>' });
  });
});

describe('the type check', () => {
  it('refuses a component that sets unsanitised HTML (type-fixtures/unsafe-html.tsx)', () => {
    const fixture = path.resolve(__dirname, '../../type-fixtures/unsafe-html.tsx');
    const base = path.resolve(__dirname, '../../../../tsconfig.base.json');
    const config = ts.parseJsonConfigFileContent(ts.readConfigFile(base, ts.sys.readFile).config, ts.sys, path.dirname(base));
    const program = ts.createProgram([fixture], { ...config.options, noEmit: true });
    const errors = ts
      .getPreEmitDiagnostics(program)
      .filter((d) => d.file?.fileName === fixture)
      .map((d) => ({ line: d.file!.getLineAndCharacterOfPosition(d.start!).line, code: d.code }));
    const lines = readFileSync(fixture, 'utf8').split('\n');
    const marked = (word: string) => lines.flatMap((text, line) => (text.includes(`/* ${word}:`) ? [line] : []));
    expect(marked('unsafe')).toHaveLength(3);
    expect(marked('safe')).toHaveLength(2);
    // 2322: not assignable to SafeHtml (a prop); 2345: not assignable to a parameter of type SafeHtml.
    expect(errors.map((e) => e.line).sort((a, b) => a - b)).toEqual(marked('unsafe'));
    expect(errors.every((e) => e.code === 2322 || e.code === 2345)).toBe(true);
    const messages = ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
    expect(messages.some((m) => m.includes("not assignable to type 'SafeHtml'"))).toBe(true);
  }, 120_000);
});
