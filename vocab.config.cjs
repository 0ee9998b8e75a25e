// Vocab configuration (DESIGN §2, i18n). CommonJS because the package is "type": "module"
// and Vocab's CLI loads vocab.config.js/.cjs with require().
const { generator } = require('@vocab/pseudo-localize');

/** @type {import('@vocab/core').UserConfig} */
module.exports = {
  devLanguage: 'en',
  languages: [{ name: 'en' }, { name: 'th' }, { name: 'id' }],
  // Accented, padded and lengthened English for spotting hard-coded or clipped strings.
  generatedLanguages: [{ name: 'en-PSEUDO', extends: 'en', generator }],
  projectRoot: './ui',
  ignore: ['**/node_modules/**'],
};
