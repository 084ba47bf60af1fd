import type { Caller } from '@toolmark/core';
import { CARD_KEY } from './elements/card-key.js';
import { callerWords } from './view-models/caller-words.js';
import type { ConfirmCardEnd } from './elements/confirm-card-types.js';
import type { AskFieldIssue } from './view-models/field-check.js';

/** The words of `<tm-confirm-card>`; replace any of them through its `strings` property (spec §17.2). */
export interface ConfirmStrings {
  readonly approve: string;
  readonly deny: string;
  /** The button that approves this call and every later call of the tool until `confirmWith` ends. */
  readonly allowSession: string;
  /**
   * The description of Approve and "Allow for this session" while they wait for the card to have
   * been on screen for a moment (docs/security.md T5).
   */
  readonly arming: string;
  /**
   * Their description while something covers the card or makes it translucent, as far as the browser
   * can tell (IntersectionObserver v2, spec §17.2 Arming).
   */
  readonly armingCovered: string;
  /**
   * Their description in a page framed by another site, in a browser that cannot tell whether that
   * site paints over the card: they never act there (spec §17.2 Arming).
   */
  readonly armingFramed: string;
  /**
   * Read out (a live region) when a card arrives while the person is typing in the page, so it does
   * not take focus: how to reach it (`confirmWith`'s key, spec §17.7).
   */
  readonly waitingForYou: string;
  /** The disclosure that opens the reason's field under a confirmation: "Tell the agent why". */
  readonly reasonToggle: string;
  /** The reason field's label: what is typed there reaches the agent with Deny. */
  readonly reasonLabel: string;
  readonly destructive: string;
  /** The badge of a tool that acts in the world for the person (a payment, a booking): "Real-world effects". */
  readonly consequential: string;
  readonly readOnly: string;
  readonly openWorld: string;
  /** Read out in place of a masked (sensitive) value. */
  readonly hiddenValue: string;
  readonly noInput: string;
  /** The key of an input that is a single value rather than an object. */
  readonly valueLabel: string;
  /**
   * Who asks: "Requested by the browser’s agent", "Requested by Skyway assistant, an agent in this
   * page" (a caller's `name`, shown for the page's own agent only).
   */
  readonly requestedBy: (caller: Caller) => string;
  /** Beside a key the tool's input schema does not declare: "not in the tool's schema". */
  readonly notInSchema: string;
  /** Beside a value a word of which mixes scripts: "mixed scripts: Latin + Cyrillic". */
  readonly mixedScripts: (scripts: readonly string[]) => string;
  /** Beside a word wholly in letters of another script that look Latin: "Greek letters that look Latin". */
  readonly looksLatin: (script: string) => string;
  /** Why Approve does nothing on an input too large to show whole (spec §17.2). */
  readonly tooLarge: string;
  /** Where the card is among the waiting calls: "1 of 5" (index counts from 1). */
  readonly position: (index: number, total: number) => string;
  /** The button that declines every waiting call of one caller: "Deny all 3 from the browser’s agent". */
  readonly denyAll: (count: number, caller: Caller) => string;
  /** The name of the input list when it scrolls and so takes focus: "Input". */
  readonly inputLabel: string;
  /** The button that sends the answer to a tool's question (`ctx.ask`, spec §17.2 Asking). */
  readonly send: string;
  /** The button that declines to answer a tool's question. */
  readonly decline: string;
  /** The label of the one field of an answer that is not an object, when its schema has no `title`: "Answer". */
  readonly answerLabel: string;
  /** Beside a required field's label: "required". */
  readonly required: string;
  /** Where a question's form goes while it loads (the script tag loads it as a part): "Loading the form…". */
  readonly loadingForm: string;
  /** What is wrong with a field of a question's form, shown under it: "Enter a whole number". */
  readonly invalidField: (issue: AskFieldIssue) => string;
  /**
   * Why a card closes without the person's decision (spec §17.3): its call timed out, its caller
   * gave up, or its question's form could not be loaded; `asking` for a question's card. "The agent
   * stopped waiting — nothing was done."
   */
  readonly ended: (why: ConfirmCardEnd, asking: boolean) => string;
  /** The button that closes a card whose call ended. */
  readonly close: string;
}

/** The words of `<tm-tool-list>` (spec §17.4). */
export interface ToolListStrings {
  readonly heading: string;
  readonly empty: string;
  readonly run: string;
  readonly running: string;
  readonly required: string;
  readonly result: string;
  /** The label of the JSON field used for input a form cannot express. */
  readonly jsonInput: string;
  readonly invalidJson: (field: string) => string;
  readonly destructive: string;
  /** The badge of a tool that acts in the world for the person (a payment, a booking): "Real-world effects". */
  readonly consequential: string;
  readonly readOnly: string;
  readonly openWorld: string;
}

/** The words of `<tm-activity>` (spec §17.5). */
export interface ActivityStrings {
  readonly heading: string;
  readonly empty: string;
  readonly started: string;
  readonly confirming: string;
  /** A call whose tool asked the person something (`ctx.ask`) and waits for the answer. */
  readonly asking: string;
  readonly running: string;
  readonly finished: string;
  readonly declined: string;
  readonly failed: string;
  readonly error: string;
  /** How a masked value is read out ("hidden"), as on the card. */
  readonly hiddenValue: string;
  /** The key of an input or result that is a single value. */
  readonly valueLabel: string;
  /** After the rows listed: "3 more values not shown". */
  readonly moreValues: (count: number) => string;
  /** After a result's text cut short: "(1,200 more characters not shown)". */
  readonly moreCharacters: (count: number) => string;
  /** Who called, beside each entry: "the browser’s agent", "Skyway assistant, an agent in this page". */
  readonly caller: (caller: Caller) => string;
}

/** The words of `<tm-spotlight>`'s labels (spec §17.6). */
export interface SpotlightStrings {
  readonly confirming: (title: string) => string;
  /** A call whose tool asked the person something and waits for the answer. */
  readonly asking: (title: string) => string;
  readonly running: (title: string) => string;
}


function fieldIssueText(issue: AskFieldIssue): string {
  switch (issue.code) {
    case 'required':
      return 'Fill this in';
    case 'number':
      return 'Enter a number';
    case 'integer':
      return 'Enter a whole number';
    case 'json':
      return 'This is not valid JSON';
    case 'min':
      return `Enter ${issue.exclusive ? 'more than' : 'at least'} ${issue.limit}`;
    case 'max':
      return `Enter ${issue.exclusive ? 'less than' : 'at most'} ${issue.limit}`;
    case 'minLength':
      return `Enter at least ${issue.limit} ${issue.limit === 1 ? 'character' : 'characters'}`;
    case 'maxLength':
      return `Enter at most ${issue.limit} ${issue.limit === 1 ? 'character' : 'characters'}`;
  }
}

// Words the card shares with the panels, apart from the card's table: the widgets part of the script
// tag (spec §18.10) then carries the panels' words without all of the card's.
const DESTRUCTIVE = 'Destructive';
const CONSEQUENTIAL = 'Real-world effects';
const READ_ONLY = 'Read-only';
const OPEN_WORLD = 'Reaches outside this site';
const HIDDEN_VALUE = 'hidden';
const VALUE_LABEL = 'Value';

/** The English words of `<tm-confirm-card>`. */
export const CONFIRM_STRINGS: ConfirmStrings = {
  approve: 'Approve',
  deny: 'Deny',
  allowSession: 'Allow for this session',
  arming: 'Available once this request has been on screen for a moment',
  armingCovered: 'Available once nothing covers or dims this request',
  armingFramed: 'Not available here: this page is inside another site, and this browser cannot tell whether that site covers this request',
  waitingForYou: `A request waits for your decision. Press ${CARD_KEY} to go to it.`,
  reasonToggle: 'Tell the agent why',
  reasonLabel: 'Your reason, sent to the agent when you deny',
  destructive: DESTRUCTIVE,
  consequential: CONSEQUENTIAL,
  readOnly: READ_ONLY,
  openWorld: OPEN_WORLD,
  hiddenValue: HIDDEN_VALUE,
  noInput: 'No input',
  valueLabel: VALUE_LABEL,
  requestedBy: (caller) => `Requested by ${callerWords(caller)}`,
  notInSchema: 'not in the tool’s schema',
  mixedScripts: (scripts) => `mixed scripts: ${scripts.join(' + ')}`,
  looksLatin: (script) => `${script} letters that look Latin`,
  tooLarge: 'This input is too large to show here in full, so it cannot be approved here. Deny it.',
  position: (index, total) => `${index} of ${total}`,
  inputLabel: 'Input',
  denyAll: (count, caller) => `Deny all ${count} from ${callerWords(caller)}`,
  send: 'Send',
  decline: 'Decline',
  answerLabel: 'Answer',
  required: 'required',
  loadingForm: 'Loading the form…',
  invalidField: fieldIssueText,
  ended: (why, asking) =>
    `${why === 'timeout' ? 'This request timed out' : why === 'unavailable' ? 'The form could not be loaded, so the question was declined' : 'The agent stopped waiting'} — ${asking ? 'no answer was sent' : 'nothing was done'}.`,
  close: 'Close',
};

/** The English words of `<tm-tool-list>`. */
export const TOOL_LIST_STRINGS: ToolListStrings = {
  heading: 'Tools',
  empty: 'No tools registered.',
  run: 'Run',
  running: 'Running…',
  required: 'required',
  result: 'Result',
  jsonInput: 'Input (JSON)',
  invalidJson: (field) => `${field} is not valid JSON`,
  destructive: DESTRUCTIVE,
  consequential: CONSEQUENTIAL,
  readOnly: READ_ONLY,
  openWorld: OPEN_WORLD,
};

/** The English words of `<tm-activity>`. */
export const ACTIVITY_STRINGS: ActivityStrings = {
  heading: 'Activity',
  empty: 'No calls yet.',
  started: 'started',
  confirming: 'waiting for confirmation',
  asking: 'waiting for an answer',
  running: 'running',
  finished: 'finished',
  declined: 'declined',
  failed: 'failed',
  error: 'error',
  hiddenValue: HIDDEN_VALUE,
  valueLabel: VALUE_LABEL,
  moreValues: (count) => `${count} more ${count === 1 ? 'value' : 'values'} not shown`,
  moreCharacters: (count) => `(${count.toLocaleString('en')} more ${count === 1 ? 'character' : 'characters'} not shown)`,
  caller: callerWords,
};

/** The English words of `<tm-spotlight>`. */
export const SPOTLIGHT_STRINGS: SpotlightStrings = {
  confirming: (title) => `${title}: waiting for your decision`,
  asking: (title) => `${title}: waiting for your answer`,
  running: (title) => `${title}: running`,
};
