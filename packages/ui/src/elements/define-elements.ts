import { ActivityElement } from './activity.js';
import { ConfirmCardElement } from './confirm-card.js';
import { defineElement } from './define-element.js';
import { SpotlightElement } from './spotlight.js';
import { ToolListElement } from './tool-list.js';

/**
 * Defines `<tm-confirm-card>`, `<tm-tool-list>`, `<tm-activity>` and `<tm-spotlight>`; names
 * already taken are left as they are. `@toolmark/ui/define` calls it on import.
 */
export function defineToolmarkElements(): void {
  defineElement('tm-confirm-card', ConfirmCardElement);
  defineElement('tm-tool-list', ToolListElement);
  defineElement('tm-activity', ActivityElement);
  defineElement('tm-spotlight', SpotlightElement);
}
