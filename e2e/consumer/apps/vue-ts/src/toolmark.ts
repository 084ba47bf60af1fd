import { createToolmark } from '@toolmark/core'
import { toJsonSchema } from '@toolmark/core/to-json-schema'

// The app's registry; toJsonSchema describes the valibot schemas to agents.
export const tm = createToolmark({ toJsonSchema })
