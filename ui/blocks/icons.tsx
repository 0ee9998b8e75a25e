import {
  IconCareer,
  IconChecklist,
  IconCompany,
  IconDocument,
  IconDownload,
  IconEducation,
  IconHeart,
  IconLocation,
  IconMoney,
  IconPeople,
  IconPromote,
  IconRocket,
  IconSearch,
  IconSecurity,
  IconStar,
  IconStatistics,
  IconTick,
  IconTime,
  IconTip,
  IconArrow,
  IconNewWindow,
} from 'braid-design-system';
import type { ComponentType } from 'react';

type IconProps = { size?: 'small' | 'standard' | 'large' | 'fill'; tone?: 'brandAccent' | 'secondary' };

// The CMS names icons as the design system does; only these are offered to editors.
const icons: Record<string, ComponentType<IconProps>> = {
  IconCareer,
  IconChecklist,
  IconCompany,
  IconDocument,
  IconDownload,
  IconEducation,
  IconHeart,
  IconLocation,
  IconMoney,
  IconPeople,
  IconPromote,
  IconRocket,
  IconSearch,
  IconSecurity,
  IconStar,
  IconStatistics,
  IconTick,
  IconTime,
  IconTip,
  IconNewWindow,
};

/** A design-system icon by its CMS name (with or without the Icon prefix); unknown names draw a tip icon. */
export function NamedIcon({ name, ...props }: IconProps & { name: string | null }) {
  const key = name ? (name.startsWith('Icon') ? name : `Icon${name[0]?.toUpperCase()}${name.slice(1)}`) : '';
  const Icon = icons[key] ?? IconTip;
  return <Icon {...props} />;
}

/** The arrow that follows a "more" link. */
export const MoreArrow = () => <IconArrow direction="right" />;
