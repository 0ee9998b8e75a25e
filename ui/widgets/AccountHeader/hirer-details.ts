/**
 * A signed-in hirer's menu and account messages (employer sites): the account area imports them only once the
 * hirer context says a hirer is signed in, so candidate pages and anonymous readers never load them.
 */
export { AccountMenu } from './AccountMenu';
export { AccountNotices } from './AccountNotices';
