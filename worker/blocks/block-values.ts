/**
 * The parts of a page's block views that a search for what the page shows (a form, a search box, a paged list)
 * looks into: every property but an insights tool's figures (`insights` of a custom component,
 * model/blocks/custom-component.ts), which hold none of those, only table rows (~400 on the salary page).
 */
export function blockValues(value: object): unknown[] {
  return Object.entries(value).flatMap(([key, entry]) => (key === 'insights' ? [] : [entry]));
}
