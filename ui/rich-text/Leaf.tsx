import { Strong, TextLink } from 'braid-design-system';
import { Fragment, type ReactNode } from 'react';

import { splitEmails } from './email-links';
import * as styles from './RichText.css';
import type { TextLeaf } from './types';

function withBreaks(text: string): ReactNode {
  const lines = text.split('\n');
  return lines.map((line, i) => (
    <Fragment key={i}>
      {i > 0 ? <br /> : null}
      {line}
    </Fragment>
  ));
}

function withEmailLinks(text: string): ReactNode {
  return splitEmails(text).map((part, i) =>
    part.kind === 'email' ? (
      <TextLink key={i} href={`mailto:${part.text}`}>
        {part.text}
      </TextLink>
    ) : (
      <Fragment key={i}>{withBreaks(part.text)}</Fragment>
    ),
  );
}

/** A text leaf with its marks; e-mail-looking tokens become mailto links unless already in a link (spec §5). */
export function Leaf({ leaf, inLink }: { leaf: TextLeaf; inLink: boolean }) {
  let content: ReactNode = leaf.code || inLink ? withBreaks(leaf.text) : withEmailLinks(leaf.text);
  if (leaf.code) content = <code className={styles.inlineCode}>{content}</code>;
  if (leaf.underline) content = <u>{content}</u>;
  if (leaf.italic) content = <em>{content}</em>;
  if (leaf.bold) content = <Strong>{content}</Strong>;
  return <>{content}</>;
}
