export { confirmWith, type ConfirmWithOptions } from './confirm-with.js';
export { defineToolmarkElements } from './elements/define-elements.js';
export { ConfirmCardElement, type ConfirmCardRequest, type ConfirmDecision, type ConfirmDecisionDetail } from './elements/confirm-card.js';
export { ToolListElement, type ToolResultDetail } from './elements/tool-list.js';
export { ActivityElement } from './elements/activity.js';
export { SpotlightElement } from './elements/spotlight.js';
export { RegistryController, type RegistryEventHandler } from './controllers/registry-controller.js';
export { FocusReturnController } from './controllers/focus-return-controller.js';
export { ArmingController, ARM_DELAY_MS, armDelayOf } from './controllers/arming-controller.js';
export { ActivityController } from './controllers/activity-controller.js';
export { SpotlightController, type Highlight, type SpotlightStatus } from './controllers/spotlight-controller.js';
export { ToolCallsController, type ToolCallState } from './controllers/tool-calls-controller.js';
export { toBadges, canAllowForSession, type BadgeKind } from './view-models/badges.js';
export { toInputRows, type InputRow, type InputRows } from './view-models/input-rows.js';
export { MAX_SHOWN_CHARS, toVisibleText, type TextPiece, type VisibleText } from './view-models/visible-text.js';
export { DEFAULT_ACTIVITY_LIMIT, reduceActivity, type ActivityEntry, type ActivityStatus } from './view-models/activity-log.js';
export { toFormFields, readFormInput, type FieldKind, type FieldValue, type FormField, type FormInput } from './view-models/schema-form.js';
export { shownCalls, type ConfirmLayout } from './view-models/confirm-queue.js';
export {
  ACTIVITY_STRINGS,
  CONFIRM_STRINGS,
  SPOTLIGHT_STRINGS,
  TOOL_LIST_STRINGS,
  type ActivityStrings,
  type ConfirmStrings,
  type SpotlightStrings,
  type ToolListStrings,
} from './strings.js';
