/**
 * Text analysis of the search stand-in: words are found with `Intl.Segmenter` (so Thai, written without
 * spaces, splits into dictionary words), folded to lower case without Latin accents, and reduced to a stem:
 * a light Porter step 1 for Latin-script words (plurals, -ed, -ing, -y) and, for Bahasa Indonesia, the
 * particles -nya, -lah, -kah and -pun first. Documents and queries of one index go through the same steps.
 */

/** @typedef {'en' | 'th' | 'id'} Language */

/**
 * One word of a text.
 * @typedef {object} Token
 * @property {string} word folded but not stemmed (prefix matching starts from it)
 * @property {string} term the stem, as stored in the index
 */

/** Words dropped from queries (never from documents) unless nothing else is left. */
const STOP_WORDS = new Set(
  (
    'a an and are as at be by do does for from how i in is it my of on or so that the their this to was what ' +
    'when where which who why will with you your dan di ke yang untuk dari dengan atau ini itu'
  ).split(' '),
);

/** Words of a Latin-script token: letters only; anything else is never stemmed. */
const LATIN_WORD = /^[a-z]+$/;
const INDONESIAN_PARTICLE = /(nya|lah|kah|pun)$/;

/** @type {Map<string, Intl.Segmenter>} */
const segmenters = new Map();

/**
 * @param {Language} language
 * @returns {Intl.Segmenter}
 */
function segmenter(language) {
  let found = segmenters.get(language);
  if (!found) {
    found = new Intl.Segmenter(language, { granularity: 'word' });
    segmenters.set(language, found);
  }
  return found;
}

/**
 * Lower case, NFC, Latin accents removed (café → cafe; Thai marks are kept), apostrophes and a possessive 's
 * dropped (employer's → employer, don't → dont).
 * @param {string} segment
 * @returns {string}
 */
export function fold(segment) {
  return segment
    .normalize('NFD')
    .replace(/(\p{Script=Latin})\p{M}+/gu, '$1')
    .normalize('NFC')
    .toLowerCase()
    .replace(/['’]s$/u, '')
    .replace(/['’]/gu, '');
}

/**
 * Every word of a text, in order.
 * @param {string} text
 * @param {Language} language
 * @returns {Token[]}
 */
export function tokenize(text, language) {
  /** @type {Token[]} */
  const tokens = [];
  for (const { segment, isWordLike } of segmenter(language).segment(text)) {
    if (!isWordLike) continue;
    const word = fold(segment);
    if (word !== '') tokens.push({ word, term: stem(word, language) });
  }
  return tokens;
}

/**
 * The words of a query: stop words and single Latin letters (the b of `<b>`) dropped unless the query has
 * nothing else.
 * @param {string} text
 * @param {Language} language
 * @returns {Token[]}
 */
export function queryTokens(text, language) {
  const tokens = tokenize(text, language);
  const kept = tokens.filter((token) => !STOP_WORDS.has(token.word) && !/^[a-z]$/.test(token.word));
  return kept.length > 0 ? kept : tokens;
}

/**
 * @param {string} word a folded word
 * @param {Language} language
 * @returns {string}
 */
export function stem(word, language) {
  let result = word;
  if (language === 'id' && result.length > 5) result = result.replace(INDONESIAN_PARTICLE, '');
  return LATIN_WORD.test(result) && result.length > 2 ? porterStep1(result) : result;
}

/**
 * @param {string} word
 * @param {number} i
 * @returns {boolean}
 */
function isConsonant(word, i) {
  const c = word[i];
  if ('aeiou'.includes(c ?? '')) return false;
  if (c === 'y') return i === 0 || !isConsonant(word, i - 1);
  return true;
}

/**
 * Porter's m: the number of vowel-consonant sequences of a stem.
 * @param {string} stemText
 * @returns {number}
 */
function measure(stemText) {
  let m = 0;
  let previousVowel = false;
  for (let i = 0; i < stemText.length; i++) {
    const vowel = !isConsonant(stemText, i);
    if (previousVowel && !vowel) m++;
    previousVowel = vowel;
  }
  return m;
}

/** @param {string} stemText */
function hasVowel(stemText) {
  for (let i = 0; i < stemText.length; i++) if (!isConsonant(stemText, i)) return true;
  return false;
}

/**
 * Ends consonant-vowel-consonant, the last not w, x or y (hop, not hoop or snow).
 * @param {string} word
 */
function endsCvc(word) {
  const n = word.length;
  if (n < 3) return false;
  return (
    isConsonant(word, n - 3) &&
    !isConsonant(word, n - 2) &&
    isConsonant(word, n - 1) &&
    !'wxy'.includes(word[n - 1] ?? '')
  );
}

/**
 * Steps 1a, 1b and 1c of Porter's algorithm: resumes → resume, interviewing → interview, hired → hire,
 * salaries and salary → salari.
 * @param {string} word lower-case letters
 * @returns {string}
 */
export function porterStep1(word) {
  let w = word;
  // 1a: plurals.
  if (w.endsWith('sses')) w = w.slice(0, -2);
  else if (w.endsWith('ies')) w = w.slice(0, -2);
  else if (w.endsWith('s') && !w.endsWith('ss') && !w.endsWith('us') && !w.endsWith('is')) w = w.slice(0, -1);
  // 1b: -eed, -ed, -ing.
  if (w.endsWith('eed')) {
    if (measure(w.slice(0, -3)) > 0) w = w.slice(0, -1);
  } else {
    const suffix = w.endsWith('ed') ? 'ed' : w.endsWith('ing') ? 'ing' : '';
    const base = suffix ? w.slice(0, -suffix.length) : '';
    if (suffix && hasVowel(base)) w = tidyAfterSuffix(base);
  }
  // 1c: a final y after a vowel-bearing stem becomes i.
  if (w.endsWith('y') && hasVowel(w.slice(0, -1))) w = `${w.slice(0, -1)}i`;
  return w;
}

/**
 * After -ed or -ing: restore an e (hoping → hope), undouble a consonant (hopping → hop).
 * @param {string} base
 * @returns {string}
 */
function tidyAfterSuffix(base) {
  if (/(at|bl|iz)$/.test(base)) return `${base}e`;
  const n = base.length;
  if (
    n >= 2 &&
    base[n - 1] === base[n - 2] &&
    isConsonant(base, n - 1) &&
    !'lsz'.includes(base[n - 1] ?? '')
  ) {
    return base.slice(0, -1);
  }
  if (measure(base) === 1 && endsCvc(base)) return `${base}e`;
  return base;
}
