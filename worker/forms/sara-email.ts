import type { FormView } from '../../model/form';
import { isSupported, type FieldValue } from '../../model/rules/forms';
import type { Site } from '../site/sites';

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text safe inside HTML elements and attributes. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

function shown(field: FormView['fields'][number], value: FieldValue | undefined): string {
  if (value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  const labels = (Array.isArray(value) ? value : [value]).map(
    (item) => field.options.find((option) => option.value === item)?.label ?? item,
  );
  return labels.join(', ');
}

/**
 * The e-mail a SARA enquiry sends (spec §7 `POST {wptApi}/sara` message): the form's title and site, then
 * each question and answer, every text escaped, so a reader's answer can never become markup in the inbox.
 */
export function renderSaraMessage(
  form: FormView,
  values: Record<string, FieldValue>,
  site: Site,
  sourcePage: string,
) {
  const rows = form.fields
    .filter(isSupported)
    .map((field) => {
      const answer = escapeHtml(shown(field, values[field.key])).replace(/\r?\n/g, '<br>');
      return `<tr><th align="left" valign="top">${escapeHtml(field.label)}</th><td>${answer}</td></tr>`;
    })
    .join('');
  return [
    '<!doctype html><html><body>',
    `<h1>${escapeHtml(form.title || form.slug)}</h1>`,
    `<p>Sent from ${escapeHtml(site.name)} ${escapeHtml(sourcePage)}</p>`,
    `<table>${rows}</table>`,
    '</body></html>',
  ].join('');
}
