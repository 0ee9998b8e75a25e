/**
 * Every content document the Worker sends to the CMS (spec §7), by operation name. Each module exports its
 * documents as strings named exactly as their operations; see README.md for variables and loading phases.
 */
import {
  GetArticlesByAuthorPagination,
  GetArticlesByCategoryPagination,
  GetLatestArticlesByCategory,
  getArticles,
} from './articles';
import { GetAuthors, GetAuthorWithArticles } from './authors';
import { GetCategoriesWithLatestArticles, GetCategory } from './categories';
import { GetDataLabReport } from './data-lab';
import { GetEntities } from './entities';
import { GetFormData, GetImageAsset, getBannerItem } from './forms';
import {
  GetPages,
  GetPagesBanner,
  GetPagesContainers,
  GetPagesLite,
  GetPagesPromotionalBanner,
  GetPagesWithEntities,
  GetPagesWithEntitiesMinimal,
} from './pages';
import { GetPreviewData } from './preview';
import { GetParentSection, GetSections } from './sections';
import { GetSitemapEntries } from './sitemap';

export * from './articles';
export * from './authors';
export * from './categories';
export * from './data-lab';
export * from './entities';
export * from './forms';
export * from './pages';
export * from './preview';
export * from './sections';
export * from './sitemap';

export const allDocuments = {
  getArticles,
  GetCategory,
  GetFormData,
  GetImageAsset,
  getBannerItem,
  GetLatestArticlesByCategory,
  GetArticlesByAuthorPagination,
  GetArticlesByCategoryPagination,
  GetPreviewData,
  GetSections,
  GetParentSection,
  GetAuthorWithArticles,
  GetAuthors,
  GetCategoriesWithLatestArticles,
  GetPages,
  GetPagesLite,
  GetPagesWithEntitiesMinimal,
  GetPagesWithEntities,
  GetEntities,
  GetPagesContainers,
  GetPagesPromotionalBanner,
  GetPagesBanner,
  GetSitemapEntries,
  GetDataLabReport,
} as const;
