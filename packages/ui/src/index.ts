export { confirmWith, type ConfirmWithOptions } from './confirm-with.js';
export { defineToolmarkElements } from './define-elements.js';
export { ConfirmCardElement, type ConfirmCardRequest, type ConfirmDecision, type ConfirmDecisionDetail } from './confirm-card.js';
export { ToolListElement, type ToolResultDetail } from './tool-list.js';
export { ActivityElement } from './activity.js';
export { SpotlightElement } from './spotlight.js';
export { RegistryController, type RegistryEventHandler } from './registry-controller.js';
export { FocusReturnController } from './focus-return-controller.js';
export { ArmingController, ARM_DELAY_MS, armDelayOf } from './arming-controller.js';
export { ActivityController } from './activity-controller.js';
export { SpotlightController, type Highlight, type SpotlightStatus } from './spotlight-controller.js';
export { ToolCallsController, type ToolCallState } from './tool-calls-controller.js';
export { toBadges, canAllowForSession, type BadgeKind } from './badges.js';
export { toInputRows, type InputRow, type InputRows } from './input-rows.js';
export { MAX_SHOWN_CHARS, toVisibleText, type TextPiece, type VisibleText } from './visible-text.js';
export { DEFAULT_ACTIVITY_LIMIT, reduceActivity, type ActivityEntry, type ActivityStatus } from './activity-log.js';
export { toFormFields, readFormInput, type FieldKind, type FieldValue, type FormField, type FormInput } from './schema-form.js';
export { shownCalls, type ConfirmLayout } from './confirm-queue.js';
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
