import { ButtonLink, Inline, Stack } from 'braid-design-system';

import type { ActionGroupView, ActionView } from '../../model/blocks/action-group';

import { buttonTone, buttonVariant } from './tones';

function Action({ action }: { action: ActionView }) {
  const href = action.link?.href;
  // A dead link has nowhere to go: its action is left out rather than drawn as a button that does nothing.
  if (!href) return null;
  return (
    <ButtonLink
      href={href}
      variant={buttonVariant(action.variant)}
      tone={buttonTone(action.tone)}
      {...(action.link?.openInNewTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {action.text}
    </ButtonLink>
  );
}

/** Buttons side by side (inline) or stacked. */
export function ActionGroupBlock({ group }: { group: ActionGroupView }) {
  const actions = group.actions.filter((action) => action.link?.href);
  if (actions.length === 0) return null;
  const items = actions.map((action) => <Action key={action.id} action={action} />);
  return group.inline ? (
    <Inline space="small" collapseBelow="tablet">
      {items}
    </Inline>
  ) : (
    <Stack space="small">{items}</Stack>
  );
}
