/**
 * View models of the interactive block items (issue 5 part B) with the rules of spec §3–5 and §9: group members
 * follow the locale rules of item-views.ts, testimonials need quote, author and company, videos must be
 * embeddable, counters get their animation duration, document lists their page size and year filter.
 */
import { toArticleCards } from '../../../model/article-card';
import { imageSizes, imageView } from '../../../model/image';
import { type ViewScope } from '../../../model/locale';
import { richTextView } from '../../../model/rich-text';
import type {
  CounterModel,
  InteractiveBlockModel,
  TopicCardField,
} from '../../../ui/blocks/interactive/types';

import type { InteractiveItemData } from './interactive-schema';
import { skipsMember } from './item-views';
import { videoModel } from './video-url';

/** Counter durations by animation speed, in ms (spec §9); slow is the default. */
export const COUNTER_DURATIONS: Record<string, number> = {
  very_fast: 500,
  fast: 1000,
  normal: 1500,
  slow: 2000,
  very_slow: 2500,
};
/** Documents per page when the CMS gives none, and the most a list holds (spec §9). */
export const DOCUMENT_PAGE_SIZE = 20;
export const MAX_DOCUMENTS = 500;
const TOPIC_CARD_FIELDS: readonly TopicCardField[] = ['Category', 'Excerpt', 'PublishDate', 'ReadTime'];

const filled = (value: string | null | undefined): value is string => Boolean(value?.trim());

function counterModel(
  block: NonNullable<Extract<InteractiveItemData, { __typename: 'NumericalCard' }>['numericalBlock']>,
): CounterModel | null {
  const value = block.number;
  if (value == null || !Number.isFinite(value)) return null;
  const decimals = Math.min(3, (String(value).split('.')[1] ?? '').length);
  return {
    value,
    decimals,
    unit: block.unit ?? '',
    numberTone: block.numberTone ?? null,
    unitTone: block.unitTone ?? null,
    animate: block.hasAnimation === true,
    durationMs: COUNTER_DURATIONS[block.animationSpeed ?? ''] ?? COUNTER_DURATIONS.slow!,
    textSize: Math.min(6, Math.max(0.75, block.textSize ?? 3)),
    fontWeight: block.fontWeight ?? null,
    sameFontSize: block.sameFontSize === true,
  };
}

// A link the page may put in an href or a frame: site-relative or http(s).
function safeUrl(url: string | null | undefined): string | null {
  const trimmed = url?.trim() ?? '';
  if (trimmed.startsWith('/') && !trimmed.startsWith('//')) return trimmed;
  return /^https?:\/\/[^\s]+$/i.test(trimmed) ? trimmed : null;
}

/**
 * The view model of an interactive block item, or null when nothing of it can be shown (no testimonial with
 * quote, author and company; a video that cannot be embedded; a counter without a number …).
 */
export function interactiveItemView(
  item: InteractiveItemData,
  scope: ViewScope,
  skip: boolean,
): InteractiveBlockModel | null {
  const members = <M extends { locale?: string | null }>(list: M[]) =>
    list.filter((member) => !skipsMember(member.locale, scope, skip));
  switch (item.__typename) {
    case 'TestimonialGroup': {
      const testimonials = members(item.testimonials)
        .filter((t) => filled(t.quote) && filled(t.author) && filled(t.company))
        .map((t) => ({
          id: t.id,
          quote: t.quote!.trim(),
          author: t.author!.trim(),
          company: t.company!.trim(),
        }));
      if (testimonials.length === 0) return null;
      return {
        __typename: 'TestimonialGroup',
        id: item.id,
        title: item.title ?? null,
        cardBackground: item.cardBackground ?? null,
        testimonials,
      };
    }
    case 'TabGroup': {
      const tabs = members(item.tabs)
        .filter((tab) => filled(tab.label))
        .map((tab) => ({ id: tab.id, label: tab.label!.trim(), content: richTextView(tab.content) }));
      return tabs.length ? { __typename: 'TabGroup', id: item.id, title: item.title ?? null, tabs } : null;
    }
    case 'VideoBlock': {
      const video = videoModel(item.video);
      return video ? { __typename: 'VideoBlock', id: item.id, title: item.title ?? null, video } : null;
    }
    case 'VideoDialogGroup': {
      const videos = item.videos.flatMap((entry) => {
        const video = videoModel(entry.video);
        if (!video || !filled(entry.title)) return [];
        return [{ id: entry.id, title: entry.title.trim(), description: entry.description ?? '', video }];
      });
      if (videos.length === 0) return null;
      const columns = Math.min(4, Math.max(1, item.tile?.columns ?? 3));
      return { __typename: 'VideoDialogGroup', id: item.id, title: item.title ?? null, columns, videos };
    }
    case 'NumericalCard': {
      const counter = item.numericalBlock ? counterModel(item.numericalBlock) : null;
      if (!counter) return null;
      return {
        __typename: 'NumericalCard',
        id: item.id,
        heading: item.title ?? null,
        description: item.text ?? null,
        counter,
      };
    }
    case 'TopicList': {
      const topics = item.topics
        .filter((topic) => filled(topic.name))
        .map((topic) => ({
          id: topic.id,
          name: topic.name!.trim(),
          description: richTextView(topic.description),
          articles: toArticleCards(topic.topicArticles, scope.language),
        }));
      if (topics.length === 0) return null;
      const fields = (item.cardFields ?? []).filter((f): f is TopicCardField =>
        (TOPIC_CARD_FIELDS as readonly string[]).includes(f),
      );
      return {
        __typename: 'TopicList',
        id: item.id,
        title: item.title ?? null,
        filterLabel: item.topicFilterLabel ?? '',
        filterPlaceholder: item.topicFilterPlaceholder ?? '',
        defaultTopicId: item.setDefaultTopic ? topics[0]!.id : null,
        cardFields: fields.length ? fields : ['Category', 'PublishDate'],
        topics,
      };
    }
    case 'DocumentList': {
      const documents = item.documents.slice(0, MAX_DOCUMENTS).flatMap((doc) =>
        filled(doc.title)
          ? [
              {
                id: doc.id,
                title: doc.title.trim(),
                date: doc.date?.slice(0, 10) ?? null,
                type: doc.type ?? null,
                url: safeUrl(doc.externalUrl),
              },
            ]
          : [],
      );
      const size =
        item.maxPageSize && item.maxPageSize > 0 ? Math.floor(item.maxPageSize) : DOCUMENT_PAGE_SIZE;
      return {
        __typename: 'DocumentList',
        id: item.id,
        groupName: item.groupName ?? null,
        pageSize: item.usePagination ? size : null,
        yearFilter: (item.documentFilterOption ?? '').toLowerCase() === 'year',
        documents,
      };
    }
    case 'TeamMemberProfile': {
      const members = item.members
        .filter((member) => filled(member.name))
        .map((member) => ({
          id: member.id,
          name: member.name!.trim(),
          roleTitle: member.roleTitle ?? null,
          image: imageView(member.image, imageSizes.author),
          description: member.description?.text.trim() ?? '',
        }));
      if (members.length === 0) return null;
      return { __typename: 'TeamMemberProfile', id: item.id, title: item.title ?? null, members };
    }
    case 'ResearchFrame': {
      const src = safeUrl(item.src);
      if (!src) return null;
      return {
        __typename: 'ResearchFrame',
        id: item.id,
        title: item.title?.trim() || 'About the research',
        src,
        height: Math.min(4000, Math.max(300, item.height ?? 900)),
      };
    }
  }
}
