import { Heading, Stack } from 'braid-design-system';

import type { DocumentListView } from '../../model/blocks/document-list';
import { Island } from '../islands/Island';

/** Documents with the year filter and pagination (spec §2 investor pages). */
export function DocumentListBlock({ item }: { item: DocumentListView }) {
  return (
    <Stack space="large">
      {item.groupName ? <Heading level="2">{item.groupName}</Heading> : null}
      <Island
        name="DocumentList"
        props={{ pageSize: item.pageSize, yearFilter: item.yearFilter, documents: item.documents }}
        hydrate="visible"
      />
    </Stack>
  );
}
