import { ActivityElement } from './activity';
import { ConfirmCardElement } from './confirm-card';
import { defineElement } from './define-element';
import { SpotlightElement } from './spotlight';
import { ToolListElement } from './tool-list';

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
