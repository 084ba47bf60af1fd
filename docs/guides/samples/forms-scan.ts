import { createToolmark } from '@toolmark/core';
import { formResponse, scanForms } from '@toolmark/forms';

export const tm = createToolmark();

// Every form with `toolname` and `tooldescription` (or `data-toolmark-name` and
// `data-toolmark-description`) becomes a tool, kept in step with the page as it changes.
export const forms = scanForms(tm.scope('site'), document);

// One submit handler for a person, native WebMCP and Toolmark: formResponse answers
// the agent that submitted, and does nothing when a person did.
const newsletter = document.querySelector<HTMLFormElement>('#newsletter')!;
newsletter.addEventListener('submit', (event) => {
  event.preventDefault();
  const data = new FormData(newsletter);
  formResponse(event, subscribe(String(data.get('email')), String(data.get('topic'))));
});

async function subscribe(email: string, topic: string) {
  // await fetch('/api/subscribe', …) in a real page
  return { subscribed: email, topic };
}
