// The part `Toolmark.load('forms')` answers, and the one the script tag scans forms with (spec §18.4):
// `@toolmark/forms`' functions, loaded when the page has a form or asks for them.
export { defineFormTool, scanForms, formResponse } from '@toolmark/forms';
