import type { Context } from 'hono';

import type { ArticleView } from '../../model/article';
import { articleHref, localizedPath } from '../../model/links';
import { languageOfLocale } from '../../model/locale';
import { sectionRef, type SectionView } from '../../model/section';
import type { Crumb } from '../../ui/pages/ArticlePage';
import type { AppEnv } from '../env';
import { pageOrigin } from '../site/canonical';

/** 'life-at-seek' → 'Life at seek': a readable name for a section the CMS gives no display name. */
const readable = (name: string) => name.charAt(0).toUpperCase() + name.slice(1).replace(/-/g, ' ');

/**
 * The article's breadcrumb (spec §2): parent section, section, the parent category of a child category, and
 * the category, each linking to its page except the last.
 */
export function articleBreadcrumbs(
  c: Context<AppEnv>,
  article: ArticleView,
  section: SectionView | null,
): Crumb[] {
  const language = c.get('language');
  const parts = article.section?.parts ?? (section ? [section.sectionName] : []);
  const crumbs: Crumb[] = parts.map((part, i) => {
    const own = i === parts.length - 1;
    const text = own
      ? (article.section?.displayName ?? section?.displayName ?? readable(part))
      : (section?.parentSection?.displayName ?? readable(part));
    return { text, href: localizedPath(`/${parts.slice(0, i + 1).join('/')}`, language) };
  });
  const { category } = article;
  if (category?.parent)
    crumbs.push({
      text: category.parent.name,
      href: category.parent.href,
      language: category.parent.language,
    });
  if (category) crumbs.push({ text: category.name, href: category.href, language: category.language });
  const last = crumbs.at(-1);
  if (last) last.href = null;
  return crumbs;
}

/** The article in each language it exists in on this site: paths for the switcher, URLs for hreflang. */
export function articleAlternates(c: Context<AppEnv>, article: ArticleView) {
  const origin = pageOrigin(c);
  return article.localizations.map(({ locale, slug }) => {
    const language = languageOfLocale(locale);
    const href = articleHref(slug, sectionRef(article.section), language);
    return { language, href, hreflang: locale.replace('_', '-'), url: `${origin}${href}` };
  });
}

/** The robots directives of the article's SEO fields; drafts are never indexed. */
export function articleRobots(article: ArticleView, preview: boolean): string | undefined {
  if (preview) return 'noindex, nofollow';
  const directives = [article.seo.noIndex && 'noindex', article.seo.noArchive && 'noarchive'].filter(Boolean);
  return directives.length ? directives.join(', ') : undefined;
}
