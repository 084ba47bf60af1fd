export { formTool, type FormInput, type FormToolOptions } from './form-tool';
export { scanForms, type FormToolSet, type ScanFormsOptions } from './scan-forms';
export { formResponse, RESPONSE_EVENT, type AgentSubmitEvent, type FormResponseTarget } from './form-response';
export { synthesizeSchema, type FormSchema, type SchemaOptions } from './synthesize-schema';
export { collectFields, type FieldKind, type FormControl, type FormField } from './collect-fields';
export { identifyForm, isToolForm, type FormIdentity, type FormRefusal, type IdentifyOptions } from './select-forms';
export { isSensitiveControl } from './sensitive-fields';
export { ACTIVE_ATTRIBUTE, SUBMIT_ACTIVE_ATTRIBUTE } from './active-state';
export type { SubmitOutcome } from './submit-form';
