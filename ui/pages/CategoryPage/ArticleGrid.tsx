import { Tiles } from 'braid-design-system';

import { ArticleCard, type ArticleCardModel } from '../../components';

/** Cards in 1 column on mobile, 2 on tablet and 3 on desktop (spec §2). */
export function ArticleGrid({
  articles,
  headingLevel = '2',
}: {
  articles: ArticleCardModel[];
  headingLevel?: '2' | '3';
}) {
  return (
    <Tiles space={{ mobile: 'medium', tablet: 'large' }} columns={{ mobile: 1, tablet: 2, desktop: 3 }}>
      {articles.map((article) => (
        <ArticleCard key={article.id} article={article} headingLevel={headingLevel} />
      ))}
    </Tiles>
  );
}
