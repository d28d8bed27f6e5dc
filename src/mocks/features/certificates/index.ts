/** What other emulator features read of certificates: the e-certificates, and the catalogue's certificate types. */
export { CATALOGUE_TYPE_OF } from './seed';
export { certificates } from './tables';
