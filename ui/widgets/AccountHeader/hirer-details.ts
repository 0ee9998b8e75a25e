/**
 * A signed-in reader's hirer context and, when it names a hirer, the menu and account messages that show it
 * (employer sites): the account area imports this only on an employer site once the reader is signed in, so
 * candidate pages and anonymous readers never load it.
 */
export { AccountMenu } from './AccountMenu';
export { AccountNotices } from './AccountNotices';
export { loadHirerContext } from './hirer-context';
