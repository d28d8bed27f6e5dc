/**
 * Every form of the app that sends, as a citizen fills it (issue 38 item 3): the table the form
 * fault matrix (e2e/form-faults.spec.ts) walks under each fault. A form is its route, the gateway
 * call its send makes (the fault switch's `match`), how to fill it, its last button, a text typed
 * into it that must survive a failure, and what its success looks like.
 * tests/tooling/form-matrix.test.ts checks that every component of src/ with a guarded submit is
 * named by a form's `component` in one of this folder's files (one per feature), or in
 * `NOT_IN_MATRIX` with the reason.
 */
import type { Locator, Page } from '@playwright/test';
import { HALLS_FORMS } from './halls';
import { CASES_FORMS } from './cases';
import { AGENCY_FORMS } from './agency';
import { EXPRESS_FORMS } from './express';
import { IM_FORMS } from './im';
import { MATTERS_FORMS } from './matters';
import { PROFILE_FORMS } from './profile';
import { QUEUE_FORMS } from './queue';
import { RATING_FORMS } from './rating';
import type { Who } from '../emulator';

export interface FormCase {
  /** Short id (`OW_FAULT_FORMS=complaint`). */
  id: string;
  /** What a citizen calls it. */
  name: string;
  /** The components (file names under src/, without extension) whose guarded submit this covers. */
  component: string[];
  /** The route opened (`/complaint`), unless `prepare` returns another. */
  route: string;
  /** Sets the scene (a case, a booking) through the emulator's test interface; returns the route to open. */
  prepare?: (page: Page) => Promise<string>;
  /** The gateway call the send makes (part of its path) and its method (POST by default). */
  path: string;
  method?: string;
  /** Fills the form, up to (not including) its last button. */
  fill: (page: Page) => Promise<void>;
  /** The last button's name (提交, 确认提交, …); 下一步 buttons before it are tapped as needed. */
  submit: string | RegExp;
  /** Where the last button is, when the page has several of that name (a card of a list). */
  within?: (page: Page) => Locator;
  /** A confirmation dialog's button tapped after the last button (取消预约 → 确定), when the form asks. */
  confirm?: string;
  /** Run after each 下一步 tapped on the way to the last button (a step's own choices). */
  afterNext?: (page: Page) => Promise<void>;
  /** A text typed into the form, on screen after a failure or the login (in a field or on the review). */
  typed: string;
  /** Checks the success the citizen sees. */
  done: (page: Page) => Promise<void>;
  who?: Who;
}

/**
 * Components with a guarded submit that the matrix does not fill, and why (each is checked
 * elsewhere, named here).
 */
export const NOT_IN_MATRIX: Record<string, string> = {
  'login-form': 'the login itself: its faults are the auth journeys (e2e/auth.spec.ts) and tests/features/auth',
};

export const FORMS: FormCase[] = [
  ...RATING_FORMS,
  ...IM_FORMS,
  ...AGENCY_FORMS,
  ...EXPRESS_FORMS,
  ...QUEUE_FORMS,
  ...HALLS_FORMS,
  ...PROFILE_FORMS,
  ...MATTERS_FORMS,
  ...CASES_FORMS,
];
