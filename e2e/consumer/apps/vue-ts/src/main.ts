import { provideToolmark } from '@toolmark/vue'
import { createApp } from 'vue'
import './style.css'
import App from './App.vue'
import { tm } from './toolmark.ts'

const app = createApp(App)
// Every component's composables (@toolmark/vue) find the registry.
provideToolmark(tm, app)
app.mount('#app')
