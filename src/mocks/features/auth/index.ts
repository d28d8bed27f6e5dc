/** What other emulator features read of auth: the users who logged in, by their way in. */
export { mobileUsers, partnerUsers, wxUsers } from './handlers';
