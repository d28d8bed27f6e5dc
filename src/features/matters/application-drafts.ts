/** The draft index that handleContinue lists (lib/storage/use-draft key). */
export const DRAFT_INDEX = 'apply.index';
/** The draft of one matter's application. */
export const draftKey = (matterId: string) => `apply.${matterId}`;
