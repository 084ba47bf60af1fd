export { confirmWith, type ConfirmWithOptions } from './confirm-with.js';
export {
  ConfirmCardElement,
  type ConfirmCardAnswer,
  type ConfirmCardAsk,
  type ConfirmCardEnd,
  type ConfirmCardPosition,
  type ConfirmCardRequest,
  type ConfirmDecision,
  type ConfirmDecisionDetail,
} from './elements/confirm-card.js';
export { ToolListElement, type ToolResultDetail } from './elements/tool-list.js';
export { ActivityElement, type ActivityOrder } from './elements/activity.js';
export { SpotlightElement } from './elements/spotlight.js';
export { ARM_DELAY_MS } from './controllers/arming-controller.js';
export type { ActivityEntry, ActivityRows, ActivityStatus } from './view-models/activity-log.js';
export type { ConfirmLayout } from './view-models/confirm-queue.js';
export type { AskFieldIssue } from './view-models/field-check.js';
export type { ActivityStrings, ConfirmStrings, SpotlightStrings, ToolListStrings } from './strings.js';
// `import '@toolmark/ui/define'` defines the four elements. Their controllers and view models
// (spec §17.1) are the elements' own and not exported.
