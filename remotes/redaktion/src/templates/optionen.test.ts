/** @jest-environment node */
import { validateTemplateOptions } from '@musterstadt/shell-contract/server';
import remote from '../remote';

it('declares the options of every template, and of templates only', async () => {
  const templates = Object.keys(remote.templates);
  expect(templates.length).toBeGreaterThan(0);
  expect(validateTemplateOptions(await remote.templateOptions?.(), templates)).toBeNull();
});
