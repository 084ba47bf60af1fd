export { confirmWith, type ConfirmWithOptions } from './confirm-with';
export { defineToolmarkElements } from './define-elements';
export { ConfirmCardElement, type ConfirmCardRequest, type ConfirmDecision, type ConfirmDecisionDetail } from './confirm-card';
export { ToolListElement, type ToolResultDetail } from './tool-list';
export { ActivityElement } from './activity';
export { SpotlightElement } from './spotlight';
export { RegistryController, type RegistryEventHandler } from './registry-controller';
export { FocusReturnController } from './focus-return-controller';
export { ActivityController } from './activity-controller';
export { SpotlightController, type Highlight, type SpotlightStatus } from './spotlight-controller';
export { ToolCallsController, type ToolCallState } from './tool-calls-controller';
export { toBadges, canAllowForSession, type BadgeKind } from './badges';
export { toInputRows, type InputRow, type InputRows } from './input-rows';
export { reduceActivity, type ActivityEntry, type ActivityStatus } from './activity-log';
export { toFormFields, readFormInput, type FieldKind, type FieldValue, type FormField, type FormInput } from './schema-form';
export { shownCalls, type ConfirmLayout } from './confirm-queue';
export {
  ACTIVITY_STRINGS,
  CONFIRM_STRINGS,
  SPOTLIGHT_STRINGS,
  TOOL_LIST_STRINGS,
  type ActivityStrings,
  type ConfirmStrings,
  type SpotlightStrings,
  type ToolListStrings,
} from './strings';
