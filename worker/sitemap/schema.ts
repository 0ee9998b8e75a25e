import * as v from 'valibot';

const sectionSchema = v.nullish(
  v.object({
    id: v.string(),
    sectionName: v.string(),
    parentSection: v.nullish(v.object({ id: v.string(), sectionName: v.string() })),
  }),
);
const noIndexSchema = v.nullish(v.object({ noIndex: v.nullish(v.boolean()) }));

/** GetSitemapEntries (worker/content/documents/sitemap.ts). */
export const sitemapEntriesSchema = v.object({
  articles: v.array(
    v.object({
      id: v.string(),
      seo: noIndexSchema,
      authors: v.optional(v.array(v.object({ id: v.string() })), []),
      category: v.nullish(
        v.object({
          id: v.string(),
          parent: v.nullish(v.object({ id: v.string() })),
          relatedCategorySection: sectionSchema,
        }),
      ),
      localizations: v.array(
        v.object({
          locale: v.string(),
          title: v.nullish(v.string()),
          slug: v.string(),
          updatedAt: v.string(),
          content: v.nullish(v.object({ text: v.nullish(v.string()) })),
        }),
      ),
    }),
  ),
  pages: v.array(
    v.object({
      id: v.string(),
      seo: noIndexSchema,
      relatedPageSection: sectionSchema,
      localizations: v.array(
        v.object({
          locale: v.string(),
          title: v.nullish(v.string()),
          slug: v.string(),
          updatedAt: v.string(),
        }),
      ),
    }),
  ),
  categories: v.array(
    v.object({
      id: v.string(),
      slug: v.string(),
      updatedAt: v.string(),
      seo: noIndexSchema,
      relatedCategorySection: sectionSchema,
      localizations: v.array(v.object({ locale: v.string(), slug: v.string() })),
    }),
  ),
  authors: v.array(
    v.object({
      id: v.string(),
      slug: v.string(),
      updatedAt: v.string(),
      localizations: v.array(v.object({ locale: v.string() })),
    }),
  ),
});

export type SitemapEntries = v.InferOutput<typeof sitemapEntriesSchema>;
