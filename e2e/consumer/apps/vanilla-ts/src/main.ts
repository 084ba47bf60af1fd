import './style.css'
import { createToolmark } from '@toolmark/core'
import { toJsonSchema } from '@toolmark/core/to-json-schema'
import { formResponse, scanForms } from '@toolmark/forms'
import { confirmWith } from '@toolmark/ui'
import { installModelContextPolyfill, isModelContextPolyfill, publish } from '@toolmark/webmcp'
import { addToCart, cart, emptyCart } from './shop.ts'

// The app's registry; toJsonSchema describes the valibot schemas in the manifest and in
// document.modelContext.
const tm = createToolmark({ toJsonSchema })
const shop = tm.scope('shop')
shop.register(addToCart)
shop.register(emptyCart)

document.querySelector<HTMLDivElement>('#app')!.innerHTML = `
  <h1>Toolmark + Vite + TypeScript</h1>
  <p>Items in the cart: <output id="cart-count" data-testid="cart-count">0</output></p>
  <form id="newsletter" toolname="newsletter.subscribe" tooldescription="Subscribes an email address to the newsletter" toolautosubmit>
    <label>Email <input type="email" name="email" required /></label>
    <label>Topic
      <select name="topic">
        <option value="news">News</option>
        <option value="deals">Deals</option>
      </select>
    </label>
    <button>Subscribe</button>
  </form>
  <p id="subscribed"></p>
`

const count = document.querySelector<HTMLOutputElement>('#cart-count')!
cart.subscribe(() => (count.textContent = String(cart.count())))

// The newsletter form becomes the tool 'site.newsletter.subscribe'; its submit handler answers
// the agent that submitted it.
const forms = scanForms(tm.scope('site'), document)
const newsletter = document.querySelector<HTMLFormElement>('#newsletter')!
newsletter.addEventListener('submit', (event) => {
  event.preventDefault()
  const data = new FormData(newsletter)
  const answer = { subscribed: String(data.get('email')), topic: String(data.get('topic')) }
  document.querySelector('#subscribed')!.textContent = `Subscribed ${answer.subscribed} to ${answer.topic}`
  formResponse(event, answer)
})

// A person confirms destructive calls in Toolmark's card.
confirmWith(tm)

// Native WebMCP where the browser has it, Toolmark's polyfill where it has not.
const publication = publish(tm, { modelContext: installModelContextPolyfill() })
await publication.settled()

declare global {
  interface Window {
    /** The in-page agent's door, for the consumer check. */
    consumerApp: { call(name: string, input?: unknown): Promise<unknown>; readonly forms: number }
  }
}

const context = publication.modelContext
document.body.dataset['webmcp'] = context === undefined ? 'none' : isModelContextPolyfill(context) ? 'polyfill' : 'native'
window.consumerApp = { call: (name, input) => tm.call(name, input), forms: forms.tools.size }
document.body.dataset['ready'] = 'true'
