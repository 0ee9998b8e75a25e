import { ButtonLink, HiddenVisually, Inline, Stack } from 'braid-design-system';

import type { ActionGroupView, ActionView } from '../../model/blocks/action-group';

import { accentTextData } from './ActionGroupBlock.css';
import { buttonTone, buttonVariant } from './tones';

function Action({ action, context }: { action: ActionView; context?: string }) {
  const href = action.link?.href;
  // A dead link has nowhere to go: its action is left out rather than drawn as a button that does nothing.
  if (!href) return null;
  const variant = buttonVariant(action.variant);
  const tone = buttonTone(action.tone);
  return (
    <ButtonLink
      href={href}
      variant={variant}
      tone={tone}
      data={tone === 'brandAccent' && variant !== 'solid' ? accentTextData : undefined}
      {...(action.link?.openInNewTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {action.text}
      {context && !action.text.includes(context) ? <HiddenVisually>: {context}</HiddenVisually> : null}
    </ButtonLink>
  );
}

/**
 * Buttons side by side (inline) or stacked. `context` names what they are about (a card's heading) for screen
 * readers and search engines, after the visible text: a card's 'Read more' is 'Read more: Career advice' read
 * out of its card, as in a screen reader's list of links.
 */
export function ActionGroupBlock({ group, context }: { group: ActionGroupView; context?: string }) {
  const actions = group.actions.filter((action) => action.link?.href);
  if (actions.length === 0) return null;
  const items = actions.map((action) => <Action key={action.id} action={action} context={context} />);
  return group.inline ? (
    <Inline space="small" collapseBelow="tablet">
      {items}
    </Inline>
  ) : (
    <Stack space="small">{items}</Stack>
  );
}
