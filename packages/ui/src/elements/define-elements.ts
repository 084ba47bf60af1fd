import { ActivityElement } from './activity.js';
import { ASK_FORM } from './ask-form-renderer.js';
import { provideAskForm } from './ask-form-slot.js';
import { ConfirmCardElement } from './confirm-card.js';
import { defineElement } from './define-element.js';
import { SpotlightElement } from './spotlight.js';
import { ToolListElement } from './tool-list.js';

/**
 * Defines `<tm-confirm-card>`, `<tm-tool-list>`, `<tm-activity>` and `<tm-spotlight>`; names
 * already taken are left as they are. The card gets the form of questions at once
 * (ask-form-slot.ts). `@toolmark/ui/define` calls it on import.
 */
export function defineToolmarkElements(): void {
  provideAskForm(ASK_FORM);
  defineElement('tm-confirm-card', ConfirmCardElement);
  defineElement('tm-tool-list', ToolListElement);
  defineElement('tm-activity', ActivityElement);
  defineElement('tm-spotlight', SpotlightElement);
}
