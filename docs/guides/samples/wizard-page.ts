import { createToolmark } from '@toolmark/core';
import { installModelContextPolyfill, publish } from '@toolmark/webmcp';
import { onlyCurrentSteps, registerPageWizard } from '@toolmark/wizard';

export const tm = createToolmark();

// The page's own multi-step form becomes signup.start, signup.account, signup.plan, signup.back
// and signup.cancel. A step call fills the step's fields and clicks the page's Next button,
// so the page's own validation and step logic run, then waits for the page to show the next step.
export const signup = registerPageWizard(tm, document.querySelector('#signup')!);

// Native WebMCP lists only the step that is callable now.
export const publication = publish(tm, { modelContext: installModelContextPolyfill(), filter: onlyCurrentSteps(tm) });
