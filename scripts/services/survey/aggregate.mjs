/**
 * The survey API's arithmetic over kv-seed/datasets/survey.json: who matches a selection, and what share of
 * them rated each driver option must-have, delighted-if, not-bothered or put-off (spec §3 survey result).
 */

/** Importance levels, in the order of a rating letter in a respondent's `ratings` string. */
export const LEVELS = /** @type {const} */ (['must', 'delight', 'neutral', 'putOff']);
const LETTERS = 'mdnp';

/** Demographic items (spec §3): the column each is counted from and its icon. */
const DEMOGRAPHICS = [
  { key: 'gender', name: 'Gender', icon: 'IconPeople', column: 'genders' },
  { key: 'age', name: 'Age', icon: 'IconDate', column: 'age' },
  { key: 'location', name: 'Location', icon: 'IconLocation', column: 'locations' },
  { key: 'seniority', name: 'Seniority', icon: 'IconPersonVerified', column: 'seniorities' },
  { key: 'income', name: 'Income', icon: 'IconMoney', column: 'income' },
  { key: 'education', name: 'Education', icon: 'IconEducation', column: 'education' },
  { key: 'nationality', name: 'Nationality', icon: 'IconGlobe', column: 'nationality' },
  { key: 'children', name: 'Children', icon: 'IconHeart', column: 'children' },
];

/** A selection the client may fix: a GraphQL error, never a 500. */
export class SurveyInputError extends Error {}

/**
 * Whole-number percentages that add up to 100 (largest remainder), or all 0 when nothing was counted.
 * @param {number[]} counts
 */
export function percentages(counts) {
  const total = counts.reduce((sum, count) => sum + count, 0);
  if (total === 0) return counts.map(() => 0);
  const exact = counts.map((count) => (count * 100) / total);
  const floors = exact.map(Math.floor);
  let left = 100 - floors.reduce((sum, value) => sum + value, 0);
  const order = exact.map((value, i) => [value - floors[i], i]).sort((a, b) => b[0] - a[0] || a[1] - b[1]);
  for (const [, i] of order) {
    if (left-- <= 0) break;
    floors[i] += 1;
  }
  return floors;
}

/**
 * @param {any} dataset the parsed survey.json
 * @param {string} country
 */
export function countrySurvey(dataset, country) {
  const sheet = dataset.countries[country];
  if (!sheet) throw new SurveyInputError(`No survey for country "${country}"`);
  /** @type {string[]} */
  const columns = dataset.columns;
  const columnOf = (/** @type {string} */ key) => columns.indexOf(key);
  const ratingsAt = columnOf('ratings');
  const generationsAt = columnOf('generations');

  /** The value of a respondent in a column ('age' comes from the generation). */
  const valueOf = (/** @type {any[]} */ row, /** @type {string} */ column) => {
    if (column === 'age') return dataset.ageByGeneration[sheet.values.generations[row[generationsAt]]];
    return sheet.values[column][row[columnOf(column)]];
  };

  /** The dimension a driver names: its label ('Work type') or upper-cased form ('WORK_TYPE'). */
  function dimension(/** @type {string} */ driver) {
    const wanted = driver.trim().toUpperCase().replaceAll(' ', '_');
    const found = dataset.dimensions.find(
      (/** @type {{label: string}} */ d) => d.label.toUpperCase().replaceAll(' ', '_') === wanted,
    );
    if (!found) throw new SurveyInputError(`Unknown driver "${driver}"`);
    return found;
  }

  /** Respondents of `rows` whose value for the driver is `value`. */
  function matching(/** @type {any[][]} */ rows, /** @type {{key: string, label: string}} */ dim, value) {
    const index = sheet.values[dim.key].indexOf(value);
    if (index === -1) throw new SurveyInputError(`Unknown ${dim.label} "${value}"`);
    const at = columnOf(dim.key);
    return rows.filter((row) => row[at] === index);
  }

  /** Ranked drivers (categories) of a group, with their options (subCategories). */
  function categories(/** @type {any[][]} */ rows) {
    let offset = 0;
    const ranked = dataset.categories.map((/** @type {{name: string, options: string[]}} */ category) => {
      const totals = [0, 0, 0, 0];
      const subCategories = category.options.map((name, i) => {
        const counts = [0, 0, 0, 0];
        for (const row of rows) counts[LETTERS.indexOf(row[ratingsAt][offset + i])] += 1;
        counts.forEach((count, level) => (totals[level] += count));
        return { name, results: levelResults(counts) };
      });
      offset += category.options.length;
      return { name: category.name, results: levelResults(totals), subCategories };
    });
    const share = (
      /** @type {{results: {name: string, percentage: number}[]}} */ c,
      /** @type {string} */ level,
    ) => c.results.find((r) => r.name === level)?.percentage ?? 0;
    return ranked
      .sort((a, b) => share(b, 'must') - share(a, 'must') || share(b, 'delight') - share(a, 'delight'))
      .map((category, i) => ({ rank: i + 1, ...category }));
  }

  /** One group's numbers and its sample flags. */
  function group(/** @type {string} */ name, /** @type {any[][]} */ rows) {
    const { minimum, small } = dataset.thresholds;
    const hasMissingData = rows.length < minimum;
    return {
      name,
      respondents: rows.length,
      hasMissingData,
      hasLackOfSampleSizeData: !hasMissingData && rows.length < small,
      categories: hasMissingData ? [] : categories(rows),
    };
  }

  /** Demographic items of the respondents (spec §3): counts per value. */
  function demographic(/** @type {any[][]} */ rows) {
    return DEMOGRAPHICS.map(({ key, name, icon, column }) => {
      const values = column === 'age' ? Object.values(dataset.ageByGeneration) : sheet.values[column];
      const counts = new Map(values.map((/** @type {string} */ value) => [value, 0]));
      for (const row of rows) {
        const value = valueOf(row, column);
        counts.set(value, (counts.get(value) ?? 0) + 1);
      }
      const results = [...counts].map(([value, count]) => ({ name: value, count }));
      return { key, name, icon, sum: rows.length, results };
    });
  }

  return {
    filterFields() {
      const lists = Object.fromEntries(
        dataset.dimensions.map((/** @type {{key: string}} */ d) => [d.key, sheet.values[d.key]]),
      );
      return { survey: sheet.survey, ...lists, senioritys: lists.seniorities };
    },

    /**
     * @param {{ driver: string, values?: string[] | null, drilldown?: { type: string, values: string[] } | null }} args
     */
    survey({ driver, values, drilldown }) {
      /** @type {any[][]} */
      const everyone = sheet.respondents;
      const all = driver.trim().toUpperCase() === 'ALL';
      const dim = all ? null : dimension(driver);
      const chosen = all ? [] : [...new Set(values ?? [])];
      if (dim && chosen.length === 0) throw new SurveyInputError(`Choose at least one ${dim.label}`);
      const sub = drilldown ? dimension(drilldown.type) : null;
      if (sub && dim && sub.key === dim.key)
        throw new SurveyInputError('The drilldown must differ from the driver');
      const subValues = [...new Set(drilldown?.values ?? [])];
      const primaryGroups = dim
        ? chosen.map((value) => ({ name: value, rows: matching(everyone, dim, value) }))
        : [{ name: 'All', rows: everyone }];
      const driverOptions = primaryGroups.map(({ name, rows }) => ({
        ...group(name, rows),
        secondaryDriverOptions: sub ? subValues.map((value) => group(value, matching(rows, sub, value))) : [],
      }));
      const selected = primaryGroups.flatMap(({ rows }) =>
        sub ? subValues.flatMap((value) => matching(rows, sub, value)) : rows,
      );
      return {
        survey: sheet.survey,
        respondents: selected.length,
        totalRespondents: everyone.length,
        demographic: demographic(selected),
        drivers: [{ name: dim?.label ?? 'All', secondaryDriver: sub?.label ?? null, driverOptions }],
      };
    },
  };
}

/**
 * @param {number[]} counts in LEVELS order
 */
function levelResults(counts) {
  const shares = percentages(counts);
  return LEVELS.map((name, i) => ({ name, percentage: shares[i] }));
}
