export { defineFormTool, type FormToolOptions } from './define-form-tool.js';
export type { FormInput } from './fill/form-input.js';
export { scanForms, type FormToolSet, type ScanFormsOptions } from './scan/scan-forms.js';
export { formResponse, type FormResponseTarget } from './submit/form-response.js';
export type { SchemaOptions } from './schema/synthesize-schema.js';
export type { IdentifyOptions } from './scan/select-forms.js';
export { serveDeclarativeForms, type DeclarativeFormsContext, type DeclarativeFormsService, type ServeDeclarativeFormsOptions } from './serve/serve-declarative-forms.js';
export type { FindRegistry } from './serve/served-gate.js';
export type { DeclarativeFormTool } from './serve/declarative-tool.js';
// What @toolmark/wizard builds its page wizards from (fields, schema, fill, read) is in `@toolmark/forms/internal`.
