// The one module with a side effect (package.json `sideEffects`): importing it defines the elements.
import { defineToolmarkElements } from './elements/define-elements.js';

defineToolmarkElements();
