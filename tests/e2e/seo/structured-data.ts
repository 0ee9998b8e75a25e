/**
 * The properties Google's rich results ask of our three schema.org types (developers.google.com/search/docs/
 * appearance/structured-data: article, breadcrumb, logo / organization), checked on the JSON-LD of a page.
 * Article: headline, image, datePublished, dateModified, author (each with name and url) and a publisher with
 * a name and a logo; BreadcrumbList: two items or more, positions 1…n, each with a name and every one but the
 * last with an item URL; Organization: name, url and logo.
 */

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';
const isUrl = (value: unknown) => isText(value) && URL.canParse(value);
/** A logo or image: a URL, or an ImageObject with one. */
const isImage = (value: unknown) => isUrl(value) || (isObject(value) && isUrl(value.url));
const isDate = (value: unknown) => isText(value) && !Number.isNaN(Date.parse(value));

function articleProblems(item: Json): string[] {
  const problems: string[] = [];
  if (!isText(item.headline)) problems.push('Article without headline');
  const images = Array.isArray(item.image) ? item.image : [item.image];
  if (images.length === 0 || !images.every(isImage)) problems.push('Article without image');
  if (!isDate(item.datePublished)) problems.push('Article without datePublished');
  if (!isDate(item.dateModified)) problems.push('Article without dateModified');
  const authors = Array.isArray(item.author) ? item.author : [item.author];
  if (authors.length === 0 || !authors.every((a) => isObject(a) && isText(a.name) && isUrl(a.url)))
    problems.push('Article author without name or url');
  const publisher = item.publisher;
  if (!isObject(publisher) || !isText(publisher.name) || !isImage(publisher.logo))
    problems.push('Article publisher without name or logo');
  return problems;
}

function breadcrumbProblems(item: Json): string[] {
  const items = Array.isArray(item.itemListElement) ? item.itemListElement : [];
  if (items.length < 2) return ['BreadcrumbList with fewer than two items'];
  return items.flatMap((element, index) => {
    if (!isObject(element) || element.position !== index + 1 || !isText(element.name))
      return [`BreadcrumbList item ${index + 1} without position or name`];
    const last = index === items.length - 1;
    return last || isUrl(element.item) ? [] : [`BreadcrumbList item ${index + 1} without item URL`];
  });
}

function organizationProblems(item: Json): string[] {
  const problems: string[] = [];
  if (!isText(item.name)) problems.push('Organization without name');
  if (!isUrl(item.url)) problems.push('Organization without url');
  if (!isImage(item.logo)) problems.push('Organization without logo');
  return problems;
}

/** What Google would refuse in the page's JSON-LD objects; unknown types are left alone. */
export function structuredDataProblems(objects: readonly unknown[]): string[] {
  return objects.flatMap((object) => {
    if (!isObject(object)) return ['JSON-LD that is not an object'];
    if (object['@context'] !== 'https://schema.org') return [`${String(object['@type'])} without @context`];
    switch (object['@type']) {
      case 'Article':
        return articleProblems(object);
      case 'BreadcrumbList':
        return breadcrumbProblems(object);
      case 'Organization':
        return organizationProblems(object);
      default:
        return [];
    }
  });
}
