/** Draft key of the popup's rating form. */
export const POPUP_FORM = 'rating.popup';
