/**
 * View models of the part A block items (spec §2 "Banners and blocks") and the filtering rules of spec §5:
 * group members in the CMS default locale are left out when another locale was asked for, and members with
 * nothing to show are dropped. Items that show articles get them in a later step (block-data.ts).
 */
import { toArticleCard, toArticleCards } from '../../../model/article-card';
import { actionGroupView } from '../../../model/blocks/action-group';
import { headingView } from '../../../model/blocks/heading';
import { paragraphView } from '../../../model/blocks/paragraph';
import { imageSizes, imageView, inlineImageSize } from '../../../model/image';
import { badgeView } from '../../../model/layout';
import { linkView } from '../../../model/links';
import { isMissingTitle, type ViewScope } from '../../../model/locale';
import { richTextView, type RichTextContent as RichTextView } from '../../../model/rich-text';
import type { BlockArticleModel, IconBlockModel, PartABlockModel } from '../../../ui/blocks/block-models';

import { skipsMember } from './item-views';
import type { IconBlockData, ItemAData } from './items-a-schema';

/** Latest articles of a block: 4 unless it says otherwise (spec §9). */
export const DEFAULT_BLOCK_ARTICLES = 4;

const hasText = (text: RichTextView | null) => Boolean(text && text.text.trim() !== '');
const count = (value: number | null | undefined, fallback: number) =>
  value && value > 0 ? Math.min(Math.floor(value), 12) : fallback;

function iconBlockView(block: IconBlockData, scope: ViewScope): IconBlockModel {
  return {
    id: block.id,
    icon: block.icon ?? null,
    title: block.title ?? '',
    content: richTextView(block.content),
    actionGroup: actionGroupView(block.actionGroup, scope),
  };
}

const articleCards = (
  articles: Parameters<typeof toArticleCards>[0],
  scope: ViewScope,
): BlockArticleModel[] => toArticleCards(articles, scope.language);

/**
 * The view model of a part A block item, or null when the filtering rules leave nothing to show.
 * `skip` is the block's skipDefaultLocale; members in another locale are dropped when it is set.
 */
export function itemAView(item: ItemAData, scope: ViewScope, skip: boolean): PartABlockModel | null {
  const keep = (member: { locale?: string | null }) => !skipsMember(member.locale, scope, skip);
  switch (item.__typename) {
    case 'Gallery': {
      const images = item.images.flatMap((image) => imageView(image, imageSizes.inlineBanner) ?? []);
      if (images.length === 0) return null;
      const columns = item.tile?.columns ?? null;
      return {
        __typename: 'Gallery',
        id: item.id,
        title: item.title ?? null,
        isCarousel: item.isCarousel === true,
        columns,
        images,
      };
    }
    case 'ArticleBanner':
      if (!item.article || isMissingTitle(item.article.title)) return null;
      return {
        __typename: 'ArticleBanner',
        id: item.id,
        article: {
          ...toArticleCard(item.article, scope.language),
          image: imageView(item.article.featureImage[0], imageSizes.inlineBanner),
        },
        badge: badgeView(item.badge),
        ctaText: item.ctaText ?? null,
        reverse: item.reverse === true,
      };
    case 'IconBlock':
      return item.title ? { __typename: 'IconBlock', ...iconBlockView(item, scope) } : null;
    case 'IconBlockGroup': {
      const iconBlocks = item.iconBlocks
        .filter((block) => keep(block) && block.title)
        .map((b) => iconBlockView(b, scope));
      if (iconBlocks.length === 0) return null;
      return {
        __typename: 'IconBlockGroup',
        id: item.id,
        title: item.title ?? null,
        columns: item.tile?.columns ?? null,
        iconBlocks,
      };
    }
    case 'ImageBlockGroup': {
      const imageBlocks = item.imageBlocks
        .filter((block) => block.heading || block.image)
        .map((block) => ({
          id: block.id,
          heading: block.heading ?? '',
          content: richTextView(block.paragraph),
          image: imageView(block.image, imageSizes.card),
          link: block.link ? linkView(block.link, scope) : null,
        }));
      if (imageBlocks.length === 0) return null;
      return {
        __typename: 'ImageBlockGroup',
        id: item.id,
        title: item.title ?? null,
        columns: item.tile?.columns ?? null,
        imageBlocks,
      };
    }
    case 'StepBlockGroup': {
      const steps = item.steps
        .filter((step) => step.heading)
        .map((step) => ({
          id: step.id,
          heading: step.heading ?? '',
          content: richTextView(step.paragraph),
          image: imageView(step.image, imageSizes.card),
        }));
      return steps.length
        ? { __typename: 'StepBlockGroup', id: item.id, title: item.title ?? null, steps }
        : null;
    }
    case 'Disclosure': {
      const content = richTextView(item.content);
      if (!content || !hasText(content)) return null;
      return {
        __typename: 'Disclosure',
        id: item.id,
        expandLabel: item.expandLabel ?? null,
        collapseLabel: item.collapseLabel ?? null,
        content,
      };
    }
    case 'LatestArticlesByCategory':
      if (!item.category) return null;
      return {
        __typename: 'LatestArticlesByCategory',
        id: item.id,
        title: item.title ?? null,
        categorySlug: item.category.slug,
        total: count(item.totalArticles, DEFAULT_BLOCK_ARTICLES),
        category: null,
        articles: [],
      };
    case 'Alert': {
      const content = richTextView(item.content);
      if (!item.title && !hasText(content)) return null;
      return {
        __typename: 'Alert',
        id: item.id,
        tone: item.tone ?? null,
        title: item.title ?? null,
        content,
      };
    }
    case 'ProfileBio':
      if (!item.name) return null;
      return {
        __typename: 'ProfileBio',
        id: item.id,
        name: item.name,
        roleTitle: item.roleTitle ?? null,
        image: imageView(item.image, imageSizes.author),
        description: richTextView(item.description),
      };
    case 'KeySteps': {
      const steps = item.steps
        .filter((step) => step.heading)
        .map((step) => ({
          id: step.id,
          heading: step.heading ?? '',
          description: richTextView(step.description),
        }));
      if (steps.length === 0) return null;
      return {
        __typename: 'KeySteps',
        id: item.id,
        title: item.title ?? null,
        tone: item.tone ?? null,
        image: imageView(item.image, inlineImageSize(item.image)),
        steps,
      };
    }
    case 'TipsCardGroup': {
      const cards = item.cards
        .filter((card) => hasText(richTextView(card.description)))
        .map((card) => ({
          id: card.id,
          icon: card.icon ?? null,
          description: richTextView(card.description),
          badge: badgeView(card.badge),
          inlineLink: card.inlineLink?.text
            ? {
                text: card.inlineLink.text,
                icon: card.inlineLink.icon ?? null,
                iconPosition: card.inlineLink.iconPosition ?? null,
                link: card.inlineLink.link ? linkView(card.inlineLink.link, scope) : null,
              }
            : null,
          downloadButton: card.downloadButton?.text
            ? {
                text: card.downloadButton.text,
                icon: card.downloadButton.icon ?? null,
                variant: card.downloadButton.variant ?? null,
                link: card.downloadButton.link ? linkView(card.downloadButton.link, scope) : null,
              }
            : null,
        }));
      return cards.length
        ? { __typename: 'TipsCardGroup', id: item.id, title: item.title ?? null, cards }
        : null;
    }
    case 'BreadcrumbTrail': {
      const items = item.items
        .filter((crumb) => crumb.text)
        .map((crumb) => ({ text: crumb.text ?? '', href: crumb.url || null }));
      return items.length ? { __typename: 'BreadcrumbTrail', id: item.id, items } : null;
    }
    case 'JobAdCardGroup': {
      const cards = item.cards
        .filter((card) => card.heading)
        .map((card) => ({
          id: card.id,
          heading: card.heading ?? '',
          subHeading: card.subHeading ?? null,
          content: richTextView(card.paragraph),
          image: imageView(card.image, imageSizes.card),
          badge: badgeView(card.badge),
          border: card.border === true,
          actionGroup: actionGroupView(card.actionGroup, scope),
        }));
      return cards.length
        ? { __typename: 'JobAdCardGroup', id: item.id, title: item.title ?? null, cards }
        : null;
    }
    case 'ArticleCardGroup': {
      const articles = articleCards(item.articles, scope);
      if (articles.length === 0) return null;
      const display = item.display === 'list' ? 'list' : 'cards';
      return { __typename: 'ArticleCardGroup', id: item.id, title: item.title ?? null, display, articles };
    }
    case 'TopicArticleGroup': {
      const per = count(item.articlesPerTopic, DEFAULT_BLOCK_ARTICLES);
      const topics = item.topics
        .map((topic) => ({
          id: topic.id,
          name: topic.name ?? '',
          description: richTextView(topic.description),
          articles: articleCards(topic.relatedArticlesInTopic, scope).slice(0, per),
        }))
        .filter((topic) => topic.name && topic.articles.length > 0);
      return topics.length
        ? { __typename: 'TopicArticleGroup', id: item.id, title: item.title ?? null, topics }
        : null;
    }
    case 'CategorySection':
      if (item.categories.length === 0) return null;
      return {
        __typename: 'CategorySection',
        id: item.id,
        title: item.title ?? null,
        perCategory: count(item.articlesPerCategory, DEFAULT_BLOCK_ARTICLES),
        categories: item.categories.map((category) => ({
          slug: category.slug,
          name: category.name ?? '',
          href: null,
          articles: [],
        })),
      };
    case 'PodcastBanner': {
      const podcast =
        item.podcast && (item.podcast.appleUrl || item.podcast.googleUrl || item.podcast.spotifyUrl)
          ? {
              appleUrl: item.podcast.appleUrl || null,
              googleUrl: item.podcast.googleUrl || null,
              spotifyUrl: item.podcast.spotifyUrl || null,
            }
          : null;
      const heading = headingView(item.heading);
      if (!heading && !podcast && !item.mediaUrl) return null;
      return {
        __typename: 'PodcastBanner',
        id: item.id,
        heading,
        paragraph: paragraphView(item.paragraph),
        image: imageView(item.image, inlineImageSize(item.image)),
        mediaUrl: item.mediaUrl || null,
        podcast,
      };
    }
    case 'LatestArticles':
      return {
        __typename: 'LatestArticles',
        id: item.id,
        title: item.title ?? null,
        total: count(item.totalArticles, DEFAULT_BLOCK_ARTICLES),
        sectionName: item.section?.sectionName ?? null,
        articles: [],
      };
  }
}
