/** ArticleBanner (spec §2 blocks): one article promoted as a banner, with a badge and a call to action. */
import * as v from 'valibot';

import { articleCardSchema, toArticleCard, type ArticleCard } from '../article-card';
import { imageSizes, imageView } from '../image';
import { badgeSchema, badgeView, type BadgeView } from '../layout';
import { isMissingTitle } from '../locale';

import { blockType } from './block-type';

export interface ArticleBannerView {
  id: string;
  /** The article's card, its image cropped as an inline banner's. */
  article: ArticleCard;
  badge: BadgeView | null;
  ctaText: string | null;
  reverse: boolean;
}

export const articleBanner = blockType({
  typename: 'ArticleBanner',
  fields: /* GraphQL */ `
      ctaText
      reverse
      badge {
        ...BadgeFields
      }
      article {
        ...ArticleCard
      }`,
  entries: {
    ctaText: v.nullish(v.string()),
    reverse: v.nullish(v.boolean()),
    badge: v.nullish(badgeSchema),
    article: v.nullish(articleCardSchema),
  },
  view: (item, scope): ArticleBannerView | null => {
    if (!item.article || isMissingTitle(item.article.title)) return null;
    return {
      id: item.id,
      article: {
        ...toArticleCard(item.article, scope.language),
        image: imageView(item.article.featureImage[0], imageSizes.inlineBanner),
      },
      badge: badgeView(item.badge),
      ctaText: item.ctaText ?? null,
      reverse: item.reverse === true,
    };
  },
});
