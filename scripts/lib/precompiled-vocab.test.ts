import { readdir } from 'node:fs/promises';
import path from 'node:path';

import { parse, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { TranslationFile } from '@vocab/core';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';

import { intlLocale, languages } from '../../ui/i18n/languages';

import { messagesByLanguage, precompiledVocab } from './precompiled-vocab.mjs';

const root = path.resolve(import.meta.dirname, '../..');

async function vocabFiles(dir: string): Promise<string[]> {
  const found: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory() && entry.name.endsWith('.vocab')) found.push(path.join(full, 'index.ts'));
    else if (entry.isDirectory()) found.push(...(await vocabFiles(full)));
  }
  return found;
}

/** Sample values for every argument of a message: numbers where it counts, tags wrap their text. */
function sampleValues(elements: MessageFormatElement[], values: Record<string, unknown> = {}) {
  for (const element of elements) {
    if (element.type === 1) values[element.value] ??= 'Ann';
    if (element.type === 2 || element.type === 6) values[element.value] = 3;
    if (element.type === 3 || element.type === 4) values[element.value] = new Date(Date.UTC(2024, 4, 6));
    if (element.type === 8) {
      values[element.value] = (chunks: unknown[]) => `<${element.value}>${chunks.join('')}</>`;
      sampleValues(element.children, values);
    }
    if (element.type === 5 || element.type === 6) {
      if (element.type === 5) values[element.value] ??= Object.keys(element.options)[0];
      for (const option of Object.values(element.options)) sampleValues(option.value, values);
    }
  }
  return values;
}

type Messages = Record<string, { format: (values?: object) => unknown }>;
type AnyTranslations = TranslationFile<string, Record<string, never>>;

/** Runs a bundle built as CommonJS with nothing left to require, and returns its default export. */
function run(code: string): AnyTranslations {
  const module = { exports: {} as { default?: AnyTranslations } };
  new Function('module', 'exports', code)(module, module.exports);
  return module.exports.default!;
}

describe('precompiled Vocab translations (the islands’ build)', async () => {
  const files = [...(await vocabFiles(path.join(root, 'ui')))];

  it('finds the translation files', () => expect(files.length).toBeGreaterThan(5));

  it.each(files.map((file) => [path.relative(root, file), file]))(
    '%s formats every message in every language as Vocab does, with no ICU parser',
    async (_name, file) => {
      const result = await build({
        absWorkingDir: root,
        entryPoints: [file],
        bundle: true,
        format: 'cjs',
        platform: 'neutral',
        write: false,
        metafile: true,
        plugins: [precompiledVocab(root)],
        logLevel: 'silent',
      });
      const inputs = Object.keys(result.metafile.inputs);
      expect(inputs.filter((input) => input.includes('icu-messageformat-parser/lib/parser'))).toEqual([]);
      const compiled = run(result.outputFiles[0]!.text);
      const original = ((await import(file)) as { default: AnyTranslations }).default;
      const raw = await messagesByLanguage(file);
      for (const language of languages) {
        const locale = intlLocale(language);
        const want = original.getLoadedMessages(language, locale) as unknown as Messages;
        const got = compiled.getLoadedMessages(language, locale) as unknown as Messages;
        expect(Object.keys(got)).toEqual(Object.keys(want));
        for (const [key, message] of Object.entries(want)) {
          const values = sampleValues(parse(raw[language]![key]!));
          expect([language, key, got[key]!.format(values)]).toEqual([language, key, message.format(values)]);
        }
      }
    },
  );
});
